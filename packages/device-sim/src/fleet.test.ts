import { describe, expect, it } from "vitest";
import type { SimDevice } from "./descriptors.js";
import { DEV_TYPE, DEVICE_NAME_MAX, SUPPORT_FUN, DEVICE_LANGUAGES, TIME_ZONES } from "@vms/api-client";
import { DEVICE_KINDS, generateDevice, generateFleet, kindOf } from "./fleet.js";
import { Rng } from "./prng.js";

const FLEET = generateFleet({ count: 500, seed: "spec" });

describe("generateFleet: determinism", () => {
  it("§3: the same seed gives an identical fleet", () => {
    expect(generateFleet({ count: 50, seed: 1234 })).toEqual(generateFleet({ count: 50, seed: 1234 }));
    expect(generateFleet({ count: 50, seed: "site-a" })).toEqual(generateFleet({ count: 50, seed: "site-a" }));
  });

  it("§3: another seed gives another fleet", () => {
    const a = generateFleet({ count: 20, seed: 1 }).map((d) => d.sn);
    const b = generateFleet({ count: 20, seed: 2 }).map((d) => d.sn);
    expect(a).not.toEqual(b);
  });

  it("§3: a larger count extends a smaller fleet without changing it", () => {
    expect(FLEET.slice(0, 40)).toEqual(generateFleet({ count: 40, seed: "spec" }));
  });

  it("§3: count 0 is an empty fleet; bad counts throw", () => {
    expect(generateFleet({ count: 0, seed: 1 })).toEqual([]);
    for (const count of [-1, 1.5, Number.NaN, 100_001]) expect(() => generateFleet({ count, seed: 1 }), String(count)).toThrow(RangeError);
  });
});

describe("generateFleet: coverage", () => {
  it("§3: the first seven devices cover every type, with fixed and PTZ IPCs", () => {
    const first = generateFleet({ count: 7, seed: 99 });
    expect(first.map(kindOf)).toEqual(DEVICE_KINDS);
    expect(first.map((d) => d.devType)).toEqual([1, 1, 2, 3, 9, 10, 13]);
    expect(first.slice(0, 2).map((d) => d.variant)).toEqual(["fixed", "ptz"]);
  });

  it("§3: a large fleet holds every devType", () => {
    expect(new Set(FLEET.map((d) => d.devType))).toEqual(new Set(Object.values(DEV_TYPE)));
  });
});

describe("generateFleet: constraints", () => {
  it("§3: serial numbers are unique and stable in form", () => {
    const big = generateFleet({ count: 5000, seed: "unique" });
    expect(new Set(big.map((d) => d.sn)).size).toBe(5000);
    for (const d of FLEET) expect(d.sn).toMatch(/^[INDCBV][0-9A-F]{11}$/);
  });

  it("§3/§9: security code, model, firmware and a name of at most 32 characters", () => {
    for (const d of FLEET) {
      expect(d.securityCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(d.model.length).toBeGreaterThan(0);
      expect(d.firmwareVersion).toMatch(/^\d+\.\d+\.\d+\.\d{8}$/);
      expect(d.name.length).toBeLessThanOrEqual(DEVICE_NAME_MAX);
      expect([1, 2]).toContain(d.status);
    }
  });

  it("§9: time zone and language come from the exported lists", () => {
    const gmtById = new Map(TIME_ZONES.map((tz) => [tz.id, tz.gmt]));
    const codes = new Set(DEVICE_LANGUAGES.map((l) => l.code));
    for (const d of FLEET) {
      expect(gmtById.get(d.timeZoneId)).toBe(d.timeZone);
      expect(codes.has(d.language)).toBe(true);
    }
  });

  it("§3: cameras have one channel; PTZ IPCs support ptz, fixed IPCs do not", () => {
    for (const d of FLEET.filter((x) => [1, 9, 10].includes(x.devType))) {
      expect(d.channels).toHaveLength(1);
      expect(d.channels[0]).toMatchObject({ chlIndex: 1, number: 1, configured: true });
    }
    for (const d of FLEET.filter((x) => x.devType === 1)) {
      const fun = d.channels[0]!.supportFun;
      if (d.variant === "ptz") expect(fun).toContain("ptz");
      else expect(fun.filter((f) => f !== "az")).toEqual([]);
    }
  });

  it("§3: NVRs and DVRs have 4-64 channels numbered from 1", () => {
    const recorders = FLEET.filter((d) => d.devType === 2 || d.devType === 3);
    expect(recorders.length).toBeGreaterThan(0);
    for (const d of recorders) {
      expect(d.channels.length).toBeGreaterThanOrEqual(4);
      expect(d.channels.length).toBeLessThanOrEqual(64);
      expect(d.channels.map((c) => c.chlIndex)).toEqual(d.channels.map((_, i) => i + 1));
    }
  });

  it("§3: channels carry supportFun from az/ptz/baseptz/intptz and main and sub streams", () => {
    const all = FLEET.flatMap((d) => d.channels);
    const funs = new Set(all.flatMap((c) => c.supportFun));
    expect([...funs].sort()).toEqual([...SUPPORT_FUN].sort());
    for (const c of all) {
      for (const f of c.supportFun) expect(SUPPORT_FUN).toContain(f);
      expect(c.mainStream.resolution).toMatch(/^\d+x\d+$/);
      expect(c.subStream.resolution).toMatch(/^\d+x\d+$/);
      expect([0, 1]).toContain(c.status);
      if (!c.configured) expect(c).toMatchObject({ enabled: false, status: 0, supportFun: [] });
    }
  });

  it("§9: viewing stations have no channels, no storage and 2 outputs at 1920x1080", () => {
    for (const d of FLEET.filter((x) => x.devType === 13)) {
      expect(d.channels).toEqual([]);
      expect(d.storage).toEqual({ kind: "none" });
      expect(d.outputs).toEqual([
        { index: 1, resolution: "1920x1080" },
        { index: 2, resolution: "1920x1080" },
      ]);
    }
    for (const d of FLEET.filter((x) => x.devType !== 13)) expect(d.outputs).toEqual([]);
  });

  it("§3: cameras record to an SD card, recorders to disks, each with a status", () => {
    const check = (d: SimDevice) => {
      if (d.devType === 2 || d.devType === 3) {
        expect(d.storage.kind).toBe("disks");
        if (d.storage.kind === "disks") {
          expect(d.storage.disks.length).toBeGreaterThanOrEqual(1);
          expect(d.storage.disks.length).toBeLessThanOrEqual(d.devType === 2 ? 8 : 4);
          for (const disk of d.storage.disks) expect(disk.freeMB).toBeLessThanOrEqual(disk.capacityMB);
        }
      } else if (d.devType !== 13) {
        expect(d.storage.kind).toBe("sdCard");
        if (d.storage.kind === "sdCard") {
          expect(["normal", "none", "unformatted", "formatting", "full", "error"]).toContain(d.storage.sdCard.status);
          if (d.storage.sdCard.status === "none") expect(d.storage.sdCard.capacityMB).toBe(0);
        }
      }
    };
    FLEET.forEach(check);
    const statuses = new Set(FLEET.flatMap((d) => (d.storage.kind === "sdCard" ? [d.storage.sdCard.status] : [])));
    expect(statuses.has("normal") && statuses.has("none")).toBe(true);
  });

  it("§3: generateDevice avoids serial numbers already taken", () => {
    const first = generateDevice(new Rng(5), "nvr");
    const again = generateDevice(new Rng(5), "nvr", new Set([first.sn]));
    expect(again.sn).not.toBe(first.sn);
    expect(kindOf(again)).toBe("nvr");
  });
});
