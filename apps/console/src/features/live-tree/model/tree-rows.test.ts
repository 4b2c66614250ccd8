import type { TreeSite } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { visibleRows } from "./tree-rows";

const chl = (chlIndex: number, name: string, status: 0 | 1 = 1) => ({ chlIndex, name, status, enabled: true, supportFun: [], hasSub: true, licensed: true });
const sites: TreeSite[] = [
  { siteId: "n", siteName: "North", parentId: null, devices: [{ sn: "NVR1", name: "Store NVR", devType: 2, status: 1, channels: [chl(1, "Door"), chl(2, "Till", 0)] }] },
  { siteId: "s", siteName: "Store", parentId: "n", devices: [{ sn: "IPC2", name: "Shelf cam", devType: 1, status: 2, channels: [chl(1, "Shelf")] }] },
  { siteId: "x", siteName: "South", parentId: null, devices: [] },
];
const names = (rows: ReturnType<typeof visibleRows>) => rows.map((r) => `${"-".repeat(r.level - 1)}${r.name} ${r.pos}/${r.size}`);

// Spec §2 Live tree: sites → devices → channels, search, collapse; ARIA level/posinset/setsize.
describe("live tree rows", () => {
  it("lists sites, sub-sites, devices and channels depth first with their tree positions", () => {
    expect(names(visibleRows(sites, new Set(), ""))).toEqual([
      "North 1/2", "-Store 1/2", "--Shelf cam 1/1", "---Shelf 1/1", "-Store NVR 2/2", "--Door 1/2", "--Till 2/2", "South 2/2",
    ]);
  });

  it("collapsed sites and devices hide their children", () => {
    expect(names(visibleRows(sites, new Set(["s", "n/NVR1"]), ""))).toEqual(["North 1/2", "-Store 1/2", "-Store NVR 2/2", "South 2/2"]);
  });

  it("a search keeps matching channels (by channel, device name or SN) with their ancestors, expanded", () => {
    expect(names(visibleRows(sites, new Set(["n"]), "till"))).toEqual(["North 1/1", "-Store NVR 1/1", "--Till 1/1"]);
    expect(names(visibleRows(sites, new Set(), "ipc2"))).toEqual(["North 1/1", "-Store 1/1", "--Shelf cam 1/1", "---Shelf 1/1"]);
    expect(visibleRows(sites, new Set(), "nothing")).toEqual([]);
  });

  it("stays fast at 10,000 devices", () => {
    const big: TreeSite[] = Array.from({ length: 100 }, (_, s) => ({
      siteId: `s${s}`, siteName: `Site ${s}`, parentId: null,
      devices: Array.from({ length: 100 }, (_, d) => ({ sn: `SN${s}-${d}`, name: `Dev ${s}-${d}`, devType: 1 as const, status: 1, channels: [chl(1, `Cam ${s}-${d}`)] })),
    }));
    const start = performance.now();
    expect(visibleRows(big, new Set(), "")).toHaveLength(100 + 10_000 * 2);
    expect(visibleRows(big, new Set(), "cam 42-7")).toHaveLength(1 + 11 * 2);
    expect(performance.now() - start).toBeLessThan(1_000);
  });
});
