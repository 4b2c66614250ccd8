import { describe, expect, it } from "vitest";
import { TRANSPORT_APIS, transportRequestSchema } from "../schemas/device.js";
import { BRIDGE_MODEL, bridgeCamerasSchema, isBridge } from "./bridge.js";

const camera = { chlIndex: 1, name: "Gate", state: "streaming", codec: "avc1.640028", width: 1920, height: 1080, fps: 25, bitrateKbps: 4000 };

describe("site bridge contract (issue 30 status)", () => {
  it("a bridge is a recorder of the bridge's model, nothing else", () => {
    expect(isBridge({ devType: 2, model: BRIDGE_MODEL })).toBe(true);
    expect(isBridge({ devType: 2, model: "NVR-08-1H" })).toBe(false);
    expect(isBridge({ devType: 1, model: BRIDGE_MODEL })).toBe(false);
  });

  it("queryBridgeCameras is a pass-through API called without a channel", () => {
    expect(TRANSPORT_APIS).toContain("queryBridgeCameras");
    expect(transportRequestSchema.parse({ sn: "B1", api: "queryBridgeCameras" })).toEqual({ sn: "B1", api: "queryBridgeCameras", params: {} });
  });

  it("the answer: cameras with last-session figures (null before one), disk use and the oldest recording", () => {
    const idle = { ...camera, chlIndex: 2, state: "idle", codec: null, width: null, height: null, fps: null, bitrateKbps: null };
    const answer = { cameras: [camera, idle], diskUsedBytes: 5_368_709_120, oldestRecording: 1_764_000_000_000 };
    expect(bridgeCamerasSchema.parse(answer)).toEqual(answer);
    expect(bridgeCamerasSchema.parse({ cameras: [], diskUsedBytes: 0, oldestRecording: null })).toMatchObject({ oldestRecording: null });
    expect(bridgeCamerasSchema.safeParse({ ...answer, cameras: [{ ...camera, state: "h265" }] }).success).toBe(false);
    expect(bridgeCamerasSchema.safeParse({ ...answer, diskUsedBytes: -1 }).success).toBe(false);
    expect(bridgeCamerasSchema.safeParse({ cameras: [camera], diskUsedBytes: 0 }).success).toBe(false);
  });
});
