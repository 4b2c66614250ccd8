import { describe, expect, it } from "vitest";
import type { LiveTree } from "./get-live-tree";
import { deviceTypeIn } from "./use-device-type";

const tree = {
  list: [
    { siteId: "n", siteName: "North", parentId: null, devices: [{ sn: "NVR1", name: "Store NVR", devType: 2, status: 1, channels: [] }] },
    { siteId: "s", siteName: "Store", parentId: "n", devices: [{ sn: "IPC2", name: "Shelf cam", devType: 1, status: 1, channels: [] }] },
  ],
} as unknown as LiveTree;

describe("deviceTypeIn (PTZ dialect per device, spec §7 transportApi)", () => {
  it("finds a device's type in any site, and is undefined for an unknown SN or no tree", () => {
    expect(deviceTypeIn(tree, "NVR1")).toBe(2);
    expect(deviceTypeIn(tree, "IPC2")).toBe(1);
    expect(deviceTypeIn(tree, "NOPE")).toBeUndefined();
    expect(deviceTypeIn(undefined, "NVR1")).toBeUndefined();
  });
});
