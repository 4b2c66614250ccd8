import { reportedStorageSchema, type Device, type HelloFrame, type ReportedStorage } from "@vms/api-client";
import type { z } from "zod";
import type { storageSummarySchema } from "@vms/api-client";

type StorageSummary = z.infer<typeof storageSummarySchema>;

/** Worst first: the summary of a recorder shows its worst disk (decision 0003). */
const STATUS_SEVERITY = ["error", "full", "unformatted", "formatting", "none", "normal"];
const severity = (status: string) => {
  const i = STATUS_SEVERITY.indexOf(status);
  return i < 0 ? 0 : i;
};

/** The stored report of a device's storage, or null when it is not one. */
export function parseStorage(value: unknown): ReportedStorage | null {
  const parsed = reportedStorageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** SD card or disks summed up for the asset page (spec §3). */
export function storageSummary(value: unknown): StorageSummary | null {
  const storage = parseStorage(value);
  if (!storage) return null;
  if (storage.kind === "none") return { kind: "none", status: "none", capacityMB: 0, freeMB: 0 };
  if (storage.kind === "sdCard") return { kind: "sdCard", ...storage.sdCard };
  const disks = storage.disks;
  if (disks.length === 0) return { kind: "disks", status: "none", capacityMB: 0, freeMB: 0 };
  const worst = disks.reduce((a, b) => (severity(b.status) < severity(a.status) ? b : a));
  return {
    kind: "disks",
    status: worst.status,
    capacityMB: disks.reduce((sum, d) => sum + d.capacityMB, 0),
    freeMB: disks.reduce((sum, d) => sum + d.freeMB, 0),
  };
}

/** The columns of a device row the views need. */
export interface DeviceRowView {
  id: number;
  sn: string;
  name: string;
  devType: number;
  model: string;
  version: string;
  status: number;
  siteId: string;
  siteName: string;
  chlCount: number;
  onlineChlCount: number;
  timeZone: string;
  language: string;
  storage: unknown;
  boundAt: Date;
  lastSeen: Date | null;
}

/** A device row as the asset page shows it. */
export function deviceView(row: DeviceRowView): Device {
  return {
    deviceId: row.id,
    sn: row.sn,
    name: row.name,
    devType: row.devType as Device["devType"],
    model: row.model,
    version: row.version,
    status: row.status as Device["status"],
    siteId: row.siteId,
    siteName: row.siteName,
    chlCount: row.chlCount,
    onlineChlCount: row.onlineChlCount,
    timeZone: row.timeZone,
    language: row.language,
    storage: storageSummary(row.storage),
    bindTime: row.boundAt.getTime(),
    lastSeen: row.lastSeen?.getTime() ?? 0,
  };
}

/** The detail view: the row plus what only the device's last report holds (outputs, MAC, IP). */
export function deviceDetailView(row: DeviceRowView, report: HelloFrame | null) {
  return {
    ...deviceView(row),
    outputs: report?.outputs ?? [],
    storageDetail: parseStorage(row.storage) ?? report?.storage ?? null,
    mac: report?.mac ?? "",
    ip: report?.ip ?? "",
  };
}
