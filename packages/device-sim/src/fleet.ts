import { makeChannel, recorderChannelFun } from "./channels.js";
import type { SimChannel, SimDevice, SimStorage, VideoOutput } from "./descriptors.js";
import { DEV_TYPE, DEVICE_NAME_MAX, DEVICE_STATUS, RECORDER_CHANNEL_COUNTS, VIEWING_STATION_OUTPUTS, type DevType, DEVICE_LANGUAGES, TIME_ZONES } from "@vms/api-client";
import { deriveSeed, Rng, type Seed } from "./prng.js";
import { diskStorage, sdCardStorage } from "./storage.js";

/** A device kind: a devType, with IPCs split into PTZ and fixed cameras. */
export type DeviceKind = "ipcFixed" | "ipcPtz" | "nvr" | "dvr" | "cardIpc" | "doorbell" | "viewingStation";

/** Every kind, in the order the first devices of a fleet cover them. */
export const DEVICE_KINDS: readonly DeviceKind[] = ["ipcFixed", "ipcPtz", "nvr", "dvr", "cardIpc", "doorbell", "viewingStation"];

const KIND_TYPE: Readonly<Record<DeviceKind, DevType>> = {
  ipcFixed: DEV_TYPE.IPC,
  ipcPtz: DEV_TYPE.IPC,
  nvr: DEV_TYPE.NVR,
  dvr: DEV_TYPE.DVR,
  cardIpc: DEV_TYPE.CARD_IPC,
  doorbell: DEV_TYPE.DOORBELL_IPC,
  viewingStation: DEV_TYPE.VIEWING_STATION,
};

// Beyond the first covering devices, kinds follow a plausible site mix.
const KIND_WEIGHTS: ReadonlyArray<readonly [DeviceKind, number]> = [
  ["ipcFixed", 30],
  ["ipcPtz", 15],
  ["nvr", 20],
  ["dvr", 10],
  ["cardIpc", 10],
  ["doorbell", 10],
  ["viewingStation", 5],
];

const SN_PREFIX: Readonly<Record<DeviceKind, string>> = {
  ipcFixed: "I", ipcPtz: "I", nvr: "N", dvr: "D", cardIpc: "C", doorbell: "B", viewingStation: "V",
};
const HEX = "0123456789ABCDEF";
// No 0/O or 1/I, which users misread when typing the code from a label.
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function model(rng: Rng, kind: DeviceKind, channels: number): string {
  switch (kind) {
    case "ipcFixed": return `IPC-${rng.pick(["B", "D", "T"])}${rng.pick([2, 4, 5, 8])}${rng.pick(["F", "V"])}-${rng.pick(["IR", "CL"])}`;
    case "ipcPtz": return `IPC-SD${rng.pick([2, 4])}${rng.pick([25, 32, 36])}X-PTZ`;
    case "nvr": return `NVR-${String(channels).padStart(2, "0")}${rng.pick(["", "P"])}-${rng.pick([1, 2, 4, 8])}H`;
    case "dvr": return `DVR-${String(channels).padStart(2, "0")}-${rng.pick(["TVI", "AHD"])}`;
    case "cardIpc": return `CARD-${rng.pick(["C2", "C4"])}-W`;
    case "doorbell": return `DB-${rng.pick(["2", "5"])}MP-W`;
    case "viewingStation": return `VS-${rng.pick(["2", "4"])}K-D`;
  }
}

function firmware(rng: Rng): string {
  const build = `${rng.int(2022, 2025)}${String(rng.int(1, 12)).padStart(2, "0")}${String(rng.int(1, 28)).padStart(2, "0")}`;
  return `${rng.int(3, 5)}.${rng.int(0, 9)}.${rng.int(0, 20)}.${build}`;
}

function channelsFor(rng: Rng, kind: DeviceKind, count: number): SimChannel[] {
  switch (kind) {
    case "ipcFixed": return [makeChannel(rng, { chlIndex: 1, supportFun: rng.chance(0.4) ? ["az"] : [] })];
    case "ipcPtz": return [makeChannel(rng, { chlIndex: 1, supportFun: rng.chance(0.5) ? ["ptz", "intptz"] : ["ptz", "baseptz"] })];
    case "cardIpc": return [makeChannel(rng, { chlIndex: 1, supportFun: ["baseptz"], mainResolution: "1920x1080" })];
    case "doorbell": return [makeChannel(rng, { chlIndex: 1, supportFun: [], mainResolution: "2560x1440" })];
    case "viewingStation": return [];
    case "nvr":
    case "dvr":
      return Array.from({ length: count }, (_, i) =>
        makeChannel(rng, {
          chlIndex: i + 1,
          supportFun: recorderChannelFun(rng),
          configured: rng.chance(0.75),
          ...(kind === "dvr" ? { mainResolution: "1920x1080" } : {}),
        }),
      );
  }
}

function storageFor(rng: Rng, kind: DeviceKind): SimStorage {
  if (kind === "viewingStation") return { kind: "none" };
  if (kind === "nvr") return diskStorage(rng, 8);
  if (kind === "dvr") return diskStorage(rng, 4);
  return sdCardStorage(rng);
}

function outputsFor(kind: DeviceKind): VideoOutput[] {
  if (kind !== "viewingStation") return [];
  return Array.from({ length: VIEWING_STATION_OUTPUTS.COUNT }, (_, i) => ({ index: i + 1, resolution: VIEWING_STATION_OUTPUTS.DEFAULT_RESOLUTION }));
}

/** One device of kind `kind` from `rng`; `taken` holds serial numbers already used in the fleet. */
export function generateDevice(rng: Rng, kind: DeviceKind, taken: ReadonlySet<string> = new Set()): SimDevice {
  let sn = `${SN_PREFIX[kind]}${rng.chars(HEX, 11)}`;
  while (taken.has(sn)) sn = `${SN_PREFIX[kind]}${rng.chars(HEX, 11)}`;
  const channelCount = kind === "nvr" || kind === "dvr" ? rng.pick(RECORDER_CHANNEL_COUNTS) : 0;
  const zone = rng.pick(TIME_ZONES);
  const m = model(rng, kind, channelCount);
  return {
    sn,
    securityCode: rng.chars(CODE_ALPHABET, 8),
    devType: KIND_TYPE[kind],
    variant: kind === "ipcPtz" ? "ptz" : kind === "ipcFixed" ? "fixed" : null,
    model: m,
    firmwareVersion: firmware(rng),
    name: `${m} ${sn.slice(-4)}`.slice(0, DEVICE_NAME_MAX),
    status: rng.chance(0.85) ? DEVICE_STATUS.ONLINE : DEVICE_STATUS.OFFLINE,
    timeZoneId: zone.id,
    timeZone: zone.gmt,
    language: rng.pick(DEVICE_LANGUAGES).code,
    channels: channelsFor(rng, kind, channelCount),
    storage: storageFor(rng, kind),
    outputs: outputsFor(kind),
  };
}

/** Options of generateFleet. */
export interface FleetOptions {
  /** Number of devices (0 to 100 000). */
  count: number;
  /** Same seed, same fleet. */
  seed: Seed;
}

/**
 * A deterministic fleet: the first seven devices cover every kind (fixed and PTZ IPC, NVR, DVR,
 * card IPC, doorbell, viewing station), the rest follow a plausible mix. Device `i` depends only on
 * the seed and the devices before it, so a larger count extends a smaller fleet unchanged.
 */
export function generateFleet({ count, seed }: FleetOptions): SimDevice[] {
  if (!Number.isInteger(count) || count < 0 || count > 100_000) throw new RangeError(`count must be an integer 0..100000, got ${count}`);
  const taken = new Set<string>();
  const fleet: SimDevice[] = [];
  for (let i = 0; i < count; i++) {
    const rng = new Rng(deriveSeed(seed, i));
    const kind = i < DEVICE_KINDS.length ? DEVICE_KINDS[i]! : rng.weighted(KIND_WEIGHTS);
    const device = generateDevice(rng, kind, taken);
    taken.add(device.sn);
    fleet.push(device);
  }
  return fleet;
}

/** The kind of a generated device. */
export function kindOf(device: Pick<SimDevice, "devType" | "variant">): DeviceKind {
  const entry = (Object.entries(KIND_TYPE) as Array<[DeviceKind, DevType]>).find(
    ([kind, type]) => type === device.devType && (type !== DEV_TYPE.IPC || (kind === "ipcPtz") === (device.variant === "ptz")),
  );
  if (!entry) throw new RangeError(`unknown devType ${device.devType}`);
  return entry[0];
}
