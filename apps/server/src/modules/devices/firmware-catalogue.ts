// The latest firmware per model family (decision 0003 "Tasks"). A real deployment reads this from the
// vendor's release feed; the server ships a small fixed catalogue so upgrades work end to end.

/** One family's latest release. */
export interface FirmwareRelease {
  family: string;
  /** Models of the family (the device's reported `model`). */
  match: RegExp;
  version: string;
}

/** Latest releases by model family (the simulator's models: IPC-, NVR-, DVR-, CARD-, DB-, VS-). */
export const FIRMWARE_CATALOGUE: readonly FirmwareRelease[] = [
  { family: "IPC", match: /^IPC-/, version: "5.9.21.20260301" },
  { family: "NVR", match: /^NVR-/, version: "5.9.21.20260301" },
  { family: "DVR", match: /^DVR-/, version: "5.9.21.20260215" },
  { family: "CARD", match: /^CARD-/, version: "5.9.21.20260115" },
  { family: "DB", match: /^DB-/, version: "5.9.21.20260115" },
  { family: "VS", match: /^VS-/, version: "5.9.21.20260201" },
];

/** Where devices download a release. */
export const FIRMWARE_BASE_URL = "https://firmware.vms.example";

/** The latest release for `model` with its download URL, or null for a model the catalogue does not know. */
export function latestFirmware(model: string, catalogue: readonly FirmwareRelease[] = FIRMWARE_CATALOGUE): { version: string; url: string } | null {
  const release = catalogue.find((r) => r.match.test(model));
  return release ? { version: release.version, url: `${FIRMWARE_BASE_URL}/${release.family}/${release.version}.bin` } : null;
}

/** Compares dotted versions part by part, numerically where both parts are numbers ("5.10" > "5.9"). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(".");
  const pb = b.split(".");
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? "0";
    const y = pb[i] ?? "0";
    const nx = Number(x);
    const ny = Number(y);
    const diff = Number.isFinite(nx) && Number.isFinite(ny) ? nx - ny : x.localeCompare(y);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}
