import { describe, expect, it } from "vitest";
import { cameraLabels } from "./camera-labels";

const cam = (sn: string, chlIndex: number, name: string, siteName: string, deviceName?: string) => ({ key: `${sn}:${chlIndex}`, sn, chlIndex, name, siteName, deviceName });

// Issue 28: cameras with the same name can be told apart in pickers.
describe("camera labels", () => {
  it("names the site, then the device, then the SN and channel when names repeat", () => {
    const labels = cameraLabels([
      cam("A", 0, "Parking 1", "North"),
      cam("B", 0, "Parking 1", "South", "NVR south"),
      cam("C", 0, "Gate", "South", "NVR 1"),
      cam("D", 0, "Gate", "South", "NVR 2"),
      cam("E", 0, "Door", "East", "NVR"),
      cam("E", 1, "Door", "East", "NVR"),
    ]);
    expect(labels.get("A:0")).toBe("Parking 1 (North)");
    expect(labels.get("B:0")).toBe("Parking 1 (South)");
    expect(labels.get("C:0")).toBe("Gate (South · NVR 1)");
    expect(labels.get("D:0")).toBe("Gate (South · NVR 2)");
    expect(labels.get("E:0")).toBe("Door (East · E CH0)");
    expect(labels.get("E:1")).toBe("Door (East · E CH1)");
    expect(new Set(labels.values()).size).toBe(6);
  });
});
