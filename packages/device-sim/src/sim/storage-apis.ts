import type { StorageMedium } from "../descriptors.js";
import type { DeviceState } from "./device-state.js";
import { failed, intParam, ok, type Outcome, type Params } from "./outcome.js";
import { smartInfo } from "./smart-info.js";

/** The storage transport APIs of spec §7. */
export const STORAGE_APIS = ["queryStorageDevInfo", "queryAllDisksHealthStatus", "queryDiskSmartInfo", "formatDisk", "GetSdCardStatus_I", "FormatSdCard_I"] as const;

/** An answer now, or a format the command runner carries out with progress frames. */
export type StorageStep = { kind: "now"; outcome: Outcome } | { kind: "format"; medium: StorageMedium; describe: () => unknown };

const now = (outcome: Outcome): StorageStep => ({ kind: "now", outcome });

/** True for a storage transport API. */
export function isStorageApi(api: string): boolean {
  return (STORAGE_APIS as readonly string[]).includes(api);
}

function formatStep(medium: StorageMedium, what: string, describe: () => unknown): StorageStep {
  if (medium.status === "none") return now(failed(`no ${what}`));
  if (medium.status === "formatting") return now(failed("formatting in progress"));
  return { kind: "format", medium, describe };
}

/**
 * Runs a storage API against the device's storage. Disk calls need a recorder (disks), SD-card
 * calls a camera (sdCard); anything else answers "not supported" like a real device.
 */
export function runStorageApi(api: string, params: Params, state: DeviceState, sn: string): StorageStep {
  const storage = state.storage;
  if (api === "queryStorageDevInfo") return now(ok(state.reportedStorage()));
  if (api === "GetSdCardStatus_I" || api === "FormatSdCard_I") {
    if (storage.kind !== "sdCard") return now(failed("not supported"));
    const card = storage.sdCard;
    return api === "GetSdCardStatus_I" ? now(ok({ ...card })) : formatStep(card, "SD card", () => ({ ...card }));
  }
  if (storage.kind !== "disks") return now(failed("not supported"));
  if (api === "queryAllDisksHealthStatus") {
    return now(ok({ disks: storage.disks.map(({ index, status, health }) => ({ index, status, health })) }));
  }
  const index = intParam(params, "index");
  const disk = storage.disks.find((d) => d.index === index);
  if (!disk) return now(failed("disk not found"));
  if (api === "queryDiskSmartInfo") {
    return now(disk.status === "none" ? failed("no disk") : ok(smartInfo(sn, disk)));
  }
  if (api === "formatDisk") return formatStep(disk, "disk", () => ({ ...disk }));
  return now(failed("not supported"));
}
