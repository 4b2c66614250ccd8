import { describe, expect, it } from "vitest";
import { storageSummary } from "./device-view.js";
import { compareVersions, latestFirmware } from "./firmware-catalogue.js";

describe("device views and firmware", () => {
  it("§3: storage sums disks and shows the worst status; SD cards pass through; junk is null", () => {
    const disk = (index: number, status: string, capacityMB: number, freeMB: number) => ({ index, status, health: "good", capacityMB, freeMB });
    expect(storageSummary({ kind: "disks", disks: [disk(1, "normal", 100, 50), disk(2, "full", 100, 0), disk(3, "unformatted", 100, 100)] })).toEqual({ kind: "disks", status: "full", capacityMB: 300, freeMB: 150 });
    expect(storageSummary({ kind: "disks", disks: [] })).toEqual({ kind: "disks", status: "none", capacityMB: 0, freeMB: 0 });
    expect(storageSummary({ kind: "sdCard", sdCard: { status: "formatting", capacityMB: 64, freeMB: 10 } })).toEqual({ kind: "sdCard", status: "formatting", capacityMB: 64, freeMB: 10 });
    expect(storageSummary({ kind: "none" })).toEqual({ kind: "none", status: "none", capacityMB: 0, freeMB: 0 });
    expect(storageSummary(null)).toBeNull();
    expect(storageSummary({ kind: "tape" })).toBeNull();
  });

  it("§4: versions compare part by part, numerically; the catalogue knows each simulator family", () => {
    expect(compareVersions("5.10.0", "5.9.9")).toBe(1);
    expect(compareVersions("5.9.21.20260301", "5.9.21.20260301")).toBe(0);
    expect(compareVersions("4.2", "4.2.0.1")).toBe(-1);
    for (const model of ["IPC-B2F-IR", "IPC-SD425X-PTZ", "NVR-16P-2H", "DVR-08-TVI", "CARD-C2-W", "DB-5MP-W", "VS-4K-D"]) {
      const latest = latestFirmware(model);
      expect(latest, model).not.toBeNull();
      expect(compareVersions(latest!.version, "5.9.20.20251228"), model).toBe(1);
      expect(latest!.url).toContain(latest!.version);
    }
    expect(latestFirmware("CAM-X")).toBeNull();
  });
});
