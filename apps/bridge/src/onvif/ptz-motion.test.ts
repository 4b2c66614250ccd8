import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OnvifCamera } from "./onvif-camera.js";
import { OnvifPtz } from "./onvif-ptz.js";
import { attributes, field, OnvifResponder } from "./onvif-responder.test-support.js";
import { realSleep } from "./ptz-motion.js";

// Hold times are 15–240 s: the runner's clock runs 1000× here, the camera calls are real.
const fastSleep = (ms: number, signal: AbortSignal) => realSleep(ms / 1000, signal);

let responder: OnvifResponder;
let dataDir: string;
let ptz: OnvifPtz;
const run = (api: string, params: Record<string, unknown> = {}) => ptz.run(1, api, params);
const tokenOf = (name: string) => [...responder.presets].find(([, p]) => p.name === name)?.[0];
const gotoTokens = () => responder.calls("GotoPreset").map((r) => field(r.body, "PresetToken"));

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "bridge-ptz-motion-"));
  responder = await OnvifResponder.start();
  const camera = await OnvifCamera.connect({ address: responder.address });
  ptz = new OnvifPtz({ dataDir, channel: () => ({ key: responder.address, ptz: true, camera }), sleep: fastSleep });
  for (const name of ["Gate", "Yard", "Dock"]) await run("createChlPreset", { name });
});
afterEach(async () => {
  ptz.close();
  await responder.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("cruises run by the bridge", () => {
  it("visits the presets in order with GotoPreset at the stop's speed, looping, until stopped", async () => {
    expect(await run("createChlCruise", { name: "Round", presets: [{ index: 2, speed: 8, holdTime: 15 }, { index: 1 }] })).toEqual({ status: "success", data: { index: 1 } });
    expect(await run("runPtzCruise", { index: 1 })).toEqual({ status: "success", data: { running: 1 } });
    await responder.waitFor("GotoPreset", 3);
    expect(gotoTokens().slice(0, 3)).toEqual([tokenOf("Yard"), tokenOf("Gate"), tokenOf("Yard")]);
    expect(attributes(responder.calls("GotoPreset")[0]?.body ?? "", "PanTilt")).toMatchObject({ x: "1", y: "1" });
    expect(attributes(responder.calls("GotoPreset")[1]?.body ?? "", "PanTilt")).toMatchObject({ x: "0.5" });
    expect(await run("queryChlCruiseList")).toMatchObject({ data: { cruises: [{ index: 1, name: "Round", presetCount: 2 }], maxCount: 8, running: 1 } });
    expect(await run("stopPtzCruise")).toEqual({ status: "success", data: { running: null } });
    expect(await run("queryChlCruiseList")).toMatchObject({ data: { running: null } });
  });

  it("a manual move or a preset jump ends the cruise; a deleted preset leaves it", async () => {
    await run("createChlCruise", { name: "Round", presets: [{ index: 1 }, { index: 2 }] });
    await run("runPtzCruise", { index: 1 });
    await run("PtzControl_I", { action: "left", speed: 1 });
    expect(await run("queryChlCruiseList")).toMatchObject({ data: { running: null } });
    await run("runPtzCruise", { index: 1 });
    await run("goToPtzPreset", { index: 3 });
    expect(await run("queryChlCruiseList")).toMatchObject({ data: { running: null } });
    await run("delChlPreset", { index: 1 });
    expect(await run("queryChlCruise", { index: 1 })).toMatchObject({ data: { presets: [{ index: 2, name: "Yard", speed: 4, holdTime: 30 }] } });
  });

  it("refuses what §9 does not allow", async () => {
    expect(await run("createChlCruise", { name: "A", presets: [{ index: 1, holdTime: 14 }] })).toMatchObject({ reason: "holdTime out of range (15-240)" });
    expect(await run("createChlCruise", { name: "A", presets: [{ index: 1, speed: 0 }] })).toMatchObject({ reason: "speed out of range (1-8)" });
    expect(await run("createChlCruise", { name: "A", presets: [{ index: 42 }] })).toMatchObject({ reason: "preset 42 not found" });
    expect(await run("createChlCruise", { name: "A", presets: Array.from({ length: 17 }, () => ({ index: 1 })) })).toMatchObject({ reason: "at most 16 presets per cruise" });
    for (let i = 1; i <= 8; i++) expect(await run("createChlCruise", { name: `C${i}`, presets: [] })).toMatchObject({ status: "success" });
    expect(await run("createChlCruise", { name: "C9", presets: [] })).toMatchObject({ reason: "cruise limit reached (8)" });
    expect(await run("runPtzCruise", { index: 1 })).toMatchObject({ reason: "cruise has no presets" });
  });
});

describe("cruise groups", () => {
  it("run their cruise lines one after another, looping", async () => {
    await run("createChlCruise", { name: "A", presets: [{ index: 1 }] });
    await run("createChlCruise", { name: "B", presets: [{ index: 3 }] });
    expect(await run("createChlCruiseGroup", { name: "All", cruises: [{ index: 2 }, { index: 1 }] })).toEqual({ status: "success", data: { index: 1 } });
    expect(await run("runPtzCruiseGroup", { index: 1 })).toEqual({ status: "success", data: { running: 1 } });
    await responder.waitFor("GotoPreset", 3);
    expect(gotoTokens().slice(0, 3)).toEqual([tokenOf("Dock"), tokenOf("Gate"), tokenOf("Dock")]);
    // One motion at a time: a cruise line replaces the group.
    await run("runPtzCruise", { index: 1 });
    expect(await run("queryChlCruiseGroupList")).toMatchObject({ data: { groups: [{ index: 1, name: "All", cruiseCount: 2 }], running: null } });
  });
});

describe("tracks recorded and replayed by the bridge", () => {
  it("records moves, stops and preset jumps, then replays them from where recording began", async () => {
    await run("createChlCruise", { name: "Round", presets: [{ index: 1 }] });
    responder.position = { x: 0.3, y: -0.2, zoom: 0.1 };
    expect(await run("startChlTrackRecord", { name: "Sweep" })).toEqual({ status: "success", data: { index: 1, recording: 1 } });
    expect(await run("runPtzCruise", { index: 1 })).toMatchObject({ reason: "a track is being recorded" });
    await run("PtzControl_I", { action: "right", speed: 4 });
    await run("PtzControl_I", { action: "stop" });
    await run("goToPtzPreset", { index: 2 });
    expect(await run("stopChlTrackRecord")).toEqual({ status: "success", data: { index: 1, stepCount: 3, recording: null } });
    expect(await run("queryChlTrackList")).toMatchObject({ data: { tracks: [{ index: 1, name: "Sweep", stepCount: 3 }], maxCount: 4, running: null, recording: null } });

    const before = { moves: responder.calls("ContinuousMove").length, stops: responder.calls("Stop").length, gotos: responder.calls("GotoPreset").length };
    responder.position = { x: -1, y: -1, zoom: 1 };
    expect(await run("runPtzTrack", { index: 1 })).toEqual({ status: "success", data: { running: 1 } });
    const back = await responder.waitFor("AbsoluteMove");
    expect([attributes(back.body, "PanTilt")["x"], attributes(back.body, "PanTilt")["y"], attributes(back.body, "Zoom")["x"]]).toEqual(["0.3", "-0.2", "0.1"]);
    await responder.waitFor("GotoPreset", before.gotos + 2); // the second loop has come round
    expect(attributes(responder.calls("ContinuousMove")[before.moves]?.body ?? "", "PanTilt")).toMatchObject({ x: "0.5", y: "0" });
    expect(responder.calls("Stop").length).toBeGreaterThan(before.stops);
    expect(field(responder.calls("GotoPreset").at(-1)?.body ?? "", "PresetToken")).toBe(tokenOf("Yard"));
    expect(await run("stopPtzTrack")).toEqual({ status: "success", data: { running: null } });
  });

  it("keeps §9's limits and reasons", async () => {
    expect(await run("runPtzTrack", { index: 1 })).toMatchObject({ reason: "track not found" });
    expect(await run("stopChlTrackRecord")).toMatchObject({ reason: "no track is being recorded" });
    expect(await run("startChlTrackRecord", { index: 5 })).toMatchObject({ reason: "track index out of range (1-4)" });
    await run("startChlTrackRecord", {});
    expect(await run("startChlTrackRecord", {})).toMatchObject({ reason: "a track is being recorded" });
    await run("stopChlTrackRecord");
    expect(await run("runPtzTrack", { index: 1 })).toMatchObject({ reason: "track has no movements" });
    expect(await run("editChlTrack", { index: 1, name: "Patrol" })).toEqual({ status: "success", data: { index: 1 } });
    expect(await run("delChlTrack", { index: 1 })).toEqual({ status: "success", data: {} });
    expect(await run("queryChlTrackList")).toMatchObject({ data: { tracks: [] } });
  });
});
