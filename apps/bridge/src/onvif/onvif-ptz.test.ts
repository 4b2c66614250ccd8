import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OnvifCamera } from "./onvif-camera.js";
import { OnvifPtz } from "./onvif-ptz.js";
import { attributes, field, OnvifResponder } from "./onvif-responder.test-support.js";
import { realSleep } from "./ptz-motion.js";

const CREDENTIALS = { username: "admin", password: "ptz-pass" };
// Hold times of 15 s and more would make a cruise test slow: the runner's clock runs 1000× here.
const fastSleep = (ms: number, signal: AbortSignal) => realSleep(ms / 1000, signal);

let responder: OnvifResponder;
let dataDir: string;
let ptz: OnvifPtz;

async function startPtz(options: { ptz?: boolean } = {}): Promise<OnvifPtz> {
  responder = await OnvifResponder.start({ ...CREDENTIALS, ...options });
  const camera = await OnvifCamera.connect({ address: responder.address, ...CREDENTIALS });
  const source = { key: responder.address, ptz: camera.info.hasPtz, camera };
  return new OnvifPtz({ dataDir, channel: (chl) => (chl === 1 ? source : undefined), sleep: fastSleep });
}

const run = (api: string, params: Record<string, unknown> = {}) => ptz.run(1, api, params);
const velocity = (body: string) => ({ x: attributes(body, "PanTilt")["x"], y: attributes(body, "PanTilt")["y"], zoom: attributes(body, "Zoom")["x"] });

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "bridge-ptz-"));
});
afterEach(async () => {
  ptz.close();
  await responder.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("OnvifPtz: moves", () => {
  it("sends ContinuousMove with velocity speed/8 and a one-second timeout, and Stop", async () => {
    ptz = await startPtz();
    expect(await run("PtzControl_I", { action: "right", speed: 2 })).toMatchObject({ status: "success", data: { position: { pan: 10, tilt: 0, zoom: 1 } } });
    expect(await run("PtzControl_I", { action: "upLeft", speed: 8 })).toMatchObject({ status: "success" });
    expect(await run("AZControl_I", { action: "zoomIn" })).toMatchObject({ data: { position: { zoom: 2 } } });
    expect(await run("PtzControl_I", { action: "stop" })).toMatchObject({ status: "success" });
    const moves = responder.calls("ContinuousMove").map((r) => velocity(r.body));
    expect(moves).toEqual([
      { x: "0.25", y: "0", zoom: "0" },
      { x: "-1", y: "1", zoom: "0" },
      { x: "0", y: "0", zoom: "0.5" },
    ]);
    expect(field(responder.calls("ContinuousMove")[0]?.body ?? "", "Timeout")).toBe("PT1S");
    expect(responder.calls("Stop")).toHaveLength(1);
    expect(field(responder.calls("Stop")[0]?.body ?? "", "ProfileToken")).toBe("Profile_1");
  });

  it("stops a step itself when the camera lets ContinuousMove run past its Timeout", async () => {
    ptz = await startPtz();
    await run("PtzControl_I", { action: "down", speed: 4 });
    expect(responder.calls("Stop")).toHaveLength(0);
    await responder.waitFor("Stop");
    expect(responder.calls("ContinuousMove")).toHaveLength(1);
  });

  it("refuses out-of-range speeds and unknown actions without moving", async () => {
    ptz = await startPtz();
    expect(await run("PtzControl_I", { action: "left", speed: 9 })).toEqual({ status: "failed", data: null, reason: "speed out of range (1-8)" });
    expect(await run("PtzControl_I", { action: "spin" })).toMatchObject({ status: "failed", reason: 'unknown action "spin"' });
    expect(responder.calls("ContinuousMove")).toHaveLength(0);
  });

  it("answers every PTZ call 'not supported' for a camera without PTZ, and sends it nothing", async () => {
    ptz = await startPtz({ ptz: false });
    for (const api of ["PtzControl_I", "queryChlPresetList", "createChlPreset", "goToPtzPreset", "runPtzCruise", "startChlTrackRecord"]) {
      expect(await run(api, { action: "up", index: 1, name: "x" })).toEqual({ status: "failed", data: null, reason: "not supported" });
    }
    expect(responder.requests.filter((r) => r.path.includes("PTZ"))).toEqual([]);
    expect(await run("PtzGetCaps_I")).toMatchObject({ status: "success", data: { ptz: false, supportFun: [] } });
    expect(ptz.capabilities(1)).toEqual({ ptz: false, lens: false, supportFun: [] });
    expect(await ptz.run(2, "PtzControl_I", { action: "up" })).toMatchObject({ reason: "channel not found" });
  });
});

describe("OnvifPtz: presets", () => {
  it("adds, lists, goes to, renames and deletes presets through SetPreset/GotoPreset/RemovePreset", async () => {
    ptz = await startPtz();
    expect(await run("createChlPreset", { name: "Gate" })).toEqual({ status: "success", data: { index: 1 } });
    expect(field(responder.calls("SetPreset")[0]?.body ?? "", "PresetToken")).toBeNull();
    expect(await run("createChlPreset", { index: 5, name: "Yard" })).toEqual({ status: "success", data: { index: 5 } });
    expect(await run("createChlPreset", { index: 5, name: "Other" })).toMatchObject({ reason: "preset 5 already exists" });
    expect(await run("createChlPreset", { name: "Gate" })).toMatchObject({ reason: "preset name already exists" });
    expect(await run("createChlPreset", { name: "a/b" })).toMatchObject({ reason: "name contains forbidden characters" });
    expect(await run("queryChlPresetList")).toEqual({
      status: "success",
      data: {
        presets: [
          { index: 1, name: "Gate", position: { pan: 180, tilt: 45, zoom: 1 } },
          { index: 5, name: "Yard", position: { pan: 180, tilt: 45, zoom: 1 } },
        ],
        maxCount: 255,
      },
    });
    const [gateToken, yardToken] = [...responder.presets.keys()];

    expect(await run("goToPtzPreset", { index: 5 })).toMatchObject({ status: "success" });
    expect(field(responder.calls("GotoPreset")[0]?.body ?? "", "PresetToken")).toBe(yardToken);
    expect(await run("goToPtzPreset", { index: 9 })).toMatchObject({ reason: "preset not found" });

    // Rename keeps the preset where it was: the head goes there first, then SetPreset with its token.
    responder.presets.get(gateToken ?? "")!.position = { x: 0.5, y: -0.5, zoom: 0.2 };
    expect(await run("editChlPreset", { index: 1, name: "Front gate" })).toEqual({ status: "success", data: { index: 1 } });
    const rename = responder.calls("SetPreset").at(-1)?.body ?? "";
    expect([field(rename, "PresetToken"), field(rename, "PresetName")]).toEqual([gateToken, "Front gate"]);
    expect(responder.presets.get(gateToken ?? "")).toEqual({ name: "Front gate", position: { x: 0.5, y: -0.5, zoom: 0.2 } });
    // Positions in the protocol's terms, from ONVIF's generic spaces.
    expect(await run("goToPtzPreset", { index: 1 })).toEqual({ status: "success", data: { position: { pan: 270, tilt: 23, zoom: 2 } } });

    expect(await run("delChlPreset", { index: 5 })).toEqual({ status: "success", data: {} });
    expect(field(responder.calls("RemovePreset")[0]?.body ?? "", "PresetToken")).toBe(yardToken);
    expect(responder.presets.has(yardToken ?? "")).toBe(false);
  });

  it("gives two presets added at once two indexes (one call at a time per camera)", async () => {
    ptz = await startPtz();
    const answers = await Promise.all([run("createChlPreset", { name: "A" }), run("createChlPreset", { name: "B" })]);
    expect(answers.map((a) => a.data)).toEqual([{ index: 1 }, { index: 2 }]);
  });

  it("saves the position into an existing preset with its token; the IPC call creates a missing one", async () => {
    ptz = await startPtz();
    expect(await run("PtzModifyPresetPosition_I", { index: 3, name: "Dock" })).toEqual({ status: "success", data: { index: 3 } });
    const token = [...responder.presets.keys()][0];
    expect(await run("editChlPresetPosition", { index: 3 })).toMatchObject({ status: "success" });
    expect(field(responder.calls("SetPreset").at(-1)?.body ?? "", "PresetToken")).toBe(token);
    expect(await run("editChlPresetPosition", { index: 4 })).toMatchObject({ reason: "preset not found" });
  });

  it("lists presets made on the camera itself and keeps index ↔ token across restarts", async () => {
    ptz = await startPtz();
    await run("createChlPreset", { name: "Gate" });
    responder.presets.set("Hik-7", { name: "Parking", position: { x: 0, y: 0, zoom: 0 } });
    expect(await run("PtzGetPresets_I")).toMatchObject({ data: { presets: [{ index: 1, name: "Gate" }, { index: 2, name: "Parking" }] } });
    // Two presets of one name on the camera are two presets.
    responder.presets.set("Hik-8", { name: "Parking", position: { x: 0, y: 0, zoom: 0 } });
    expect(await run("PtzGetPresets_I")).toMatchObject({ data: { presets: [{ index: 1 }, { index: 2 }, { index: 3, name: "Parking" }] } });
    ptz.close();
    const again = await OnvifCamera.connect({ address: responder.address, ...CREDENTIALS });
    ptz = new OnvifPtz({ dataDir, channel: () => ({ key: responder.address, ptz: true, camera: again }) });
    await run("PtzGotoPreset_I", { index: 2 });
    expect(field(responder.calls("GotoPreset").at(-1)?.body ?? "", "PresetToken")).toBe("Hik-7");
  });
});
