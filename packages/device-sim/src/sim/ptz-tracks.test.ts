import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generateFleet } from "../fleet.js";
import { startFakeGateway, type FakeConnection, type FakeGateway } from "../test-support/fake-gateway.js";
import { SimulatedDevice } from "./simulated-device.js";

// Tracks and cruise groups (spec §1 PTZ panel, §3 Cruise "cruise lines, cruise groups and tracks also
// exist", §5 names). Seed 1 as in ptz.test.ts: an online PTZ IPC and an NVR with an online PTZ channel.
const FLEET = generateFleet({ count: 40, seed: 1 });
const PTZ = FLEET[1]!;
const NVR = FLEET[2]!;
const NVR_PTZ = NVR.channels.find((c) => c.supportFun.includes("ptz") && c.status === 1 && c.enabled)!.chlIndex;

let gateway: FakeGateway;
const devices: SimulatedDevice[] = [];
let ipc: FakeConnection;
let nvr: FakeConnection;

beforeAll(async () => {
  gateway = await startFakeGateway();
  for (const descriptor of [PTZ, NVR]) {
    const device = new SimulatedDevice(descriptor, { serverUrl: gateway.url });
    devices.push(device);
    await device.start();
  }
  ipc = await gateway.nextConnection();
  nvr = await gateway.nextConnection();
});
afterAll(async () => {
  await Promise.all(devices.map((d) => d.stop()));
  await gateway.close();
});

type Answer = { status: string; data: unknown; reason?: string };
const ok = (answer: Answer) => expect(answer.status, answer.reason).toBe("success");
const failedWith = (answer: Answer, reason: RegExp) => {
  expect(answer.status).toBe("failed");
  expect(answer.reason).toMatch(reason);
};

describe("PTZ tracks (IPC dialect)", () => {
  const t = (api: string, params: Record<string, unknown> = {}) => ipc.transport(api, params);

  it("§3: records the moves between start and stop, replays from where recording began; one motion at a time", async () => {
    expect((await t("PtzGetCaps_I")).data).toMatchObject({ trackMax: 4, cruiseGroupMax: 4, cruiseGroupCruiseMax: 8 });
    ok(await t("PtzControl_I", { action: "up", speed: 2 }));
    expect((await t("PtzStartRecordTrack_I", { name: "Sweep" })).data).toEqual({ index: 1, recording: 1 });
    failedWith(await t("PtzStartRecordTrack_I", { name: "Other" }), /a track is being recorded/);
    ok(await t("PtzControl_I", { action: "right", speed: 4 }));
    ok(await t("PtzControl_I", { action: "zoomIn" }));
    ok(await t("PtzControl_I", { action: "stop" }));
    failedWith(await t("PtzRunTrack_I", { index: 1 }), /a track is being recorded/);
    expect((await t("PtzStopRecordTrack_I")).data).toEqual({ index: 1, stepCount: 2, recording: null });
    failedWith(await t("PtzStopRecordTrack_I"), /no track is being recorded/);
    ok(await t("PtzControl_I", { action: "left", speed: 8 }));
    expect((await t("PtzRunTrack_I", { index: 1 })).data).toEqual({ running: 1 });
    expect((await t("PtzGetTracks_I")).data).toEqual({ tracks: [{ index: 1, name: "Sweep", stepCount: 2 }], maxCount: 4, running: 1, recording: null });
    // The replay starts where recording began (tilt 10 after "up" at speed 2).
    expect((await t("PtzControl_I", { action: "stop" })).data).toEqual({ position: { pan: 0, tilt: 10, zoom: 1 } });
    // Running a cruise stops the track.
    ok(await t("PtzModifyPresetPosition_I", { index: 1, name: "Gate" }));
    const cruise = ((await t("PtzAddCruise_I", { name: "Round", presets: [{ index: 1 }] })).data as { index: number }).index;
    ok(await t("PtzRunCruise_I", { index: cruise }));
    expect((await t("PtzGetTracks_I")).data).toMatchObject({ running: null });
    expect((await t("PtzGetCruises_I")).data).toMatchObject({ running: cruise });
    ok(await t("PtzRunTrack_I", { index: 1 }));
    expect((await t("PtzGetCruises_I")).data).toMatchObject({ running: null });
    // Stopping a cruise leaves the track running; stopping the track stops it.
    ok(await t("PtzStopCruise_I"));
    expect((await t("PtzGetTracks_I")).data).toMatchObject({ running: 1 });
    expect((await t("PtzStopTrack_I")).data).toEqual({ running: null });
    ok(await t("PtzDeleteCruise_I", { index: cruise }));
    ok(await t("PtzDeletePreset_I", { index: 1 }));
  });

  it("§5: names are required, without forbidden characters, unique; at most 4 tracks; an empty track does not run", async () => {
    failedWith(await t("PtzStartRecordTrack_I", { name: " " }), /name is required/);
    failedWith(await t("PtzStartRecordTrack_I", { name: "a/b" }), /forbidden characters/);
    failedWith(await t("PtzStartRecordTrack_I", { name: "Sweep" }), /track name already exists/);
    failedWith(await t("PtzStartRecordTrack_I", { index: 5 }), /out of range \(1-4\)/);
    for (const name of ["T2", "T3", "T4"]) {
      ok(await t("PtzStartRecordTrack_I", { name }));
      ok(await t("PtzStopRecordTrack_I"));
    }
    failedWith(await t("PtzStartRecordTrack_I", { name: "T5" }), /track limit reached \(4\)/);
    failedWith(await t("PtzRunTrack_I", { index: 2 }), /track has no movements/);
    failedWith(await t("PtzRenameTrack_I", { index: 2, name: "T3" }), /track name already exists/);
    ok(await t("PtzRenameTrack_I", { index: 2, name: "Two" }));
    // Recording an existing track again keeps its name.
    ok(await t("PtzStartRecordTrack_I", { index: 2 }));
    ok(await t("PtzControl_I", { action: "down" }));
    expect((await t("PtzStopRecordTrack_I")).data).toMatchObject({ index: 2, stepCount: 1 });
    for (const index of [2, 3, 4]) ok(await t("PtzDeleteTrack_I", { index }));
    failedWith(await t("PtzDeleteTrack_I", { index: 4 }), /track not found/);
    expect(((await t("PtzGetTracks_I")).data as { tracks: Array<{ name: string }> }).tracks.map((x) => x.name)).toEqual(["Sweep"]);
  });
});

describe("PTZ cruise groups (recorder dialect, shared with the IPC one)", () => {
  const r = (api: string, params: Record<string, unknown> = {}) => nvr.transport(api, params, NVR_PTZ);
  let cruises: number[] = [];

  // Each test starts from one preset and eight cruise lines C1..C8 visiting it, without groups.
  beforeEach(async () => {
    const groups = ((await r("queryChlCruiseGroupList")).data as { groups: Array<{ index: number }> }).groups;
    for (const { index } of groups) ok(await r("delChlCruiseGroup", { index }));
    const old = ((await r("queryChlCruiseList")).data as { cruises: Array<{ index: number }> }).cruises;
    for (const { index } of old) ok(await r("delChlCruise", { index }));
    const presets = ((await r("queryChlPresetList")).data as { presets: unknown[] }).presets;
    if (presets.length === 0) ok(await r("createChlPreset", { index: 1, name: "Dock" }));
    cruises = [];
    for (let i = 1; i <= 8; i++) cruises.push(((await r("createChlCruise", { name: `C${i}`, presets: [{ index: 1 }] })).data as { index: number }).index);
  });

  it("§3: a group runs its cruise lines in order; running it stops a cruise or track; deleting a cruise leaves the group", async () => {
    const created = await r("createChlCruiseGroup", { name: "Night", cruises: [{ index: cruises[1] }, { index: cruises[0] }] });
    const { index } = created.data as { index: number };
    expect((await r("PtzGetCruiseGroup_I", { index })).data).toEqual({ index, name: "Night", cruises: [{ index: cruises[1], name: "C2" }, { index: cruises[0], name: "C1" }] });
    ok(await r("runPtzCruise", { index: cruises[0] }));
    expect((await r("runPtzCruiseGroup", { index })).data).toEqual({ running: index });
    expect((await r("queryChlCruiseList")).data).toMatchObject({ running: null });
    expect((await r("queryChlCruiseGroupList")).data).toEqual({ groups: [{ index, name: "Night", cruiseCount: 2 }], maxCount: 4, running: index });
    ok(await r("stopPtzCruiseGroup"));
    expect((await r("PtzGetCruiseGroups_I")).data).toMatchObject({ running: null });
    ok(await r("editChlCruiseGroup", { index, name: "Night 2", cruises: [{ index: cruises[2] }] }));
    ok(await r("delChlCruise", { index: cruises[2] }));
    expect((await r("queryChlCruiseGroup", { index })).data).toMatchObject({ name: "Night 2", cruises: [] });
    failedWith(await r("runPtzCruiseGroup", { index }), /cruise group has no presets to visit/);
    // While a track records, a group does not run.
    ok(await r("editChlCruiseGroup", { index, cruises: [{ index: cruises[0] }] }));
    ok(await r("startChlTrackRecord", { name: "Rec" }));
    failedWith(await r("runPtzCruiseGroup", { index }), /a track is being recorded/);
    ok(await r("stopChlTrackRecord"));
    ok(await r("delChlTrack", { index: 1 }));
  });

  it("§5/§9: names as cruise lines, at most 8 cruises per group and 4 groups; unknown cruises refused", async () => {
    failedWith(await r("createChlCruiseGroup", { name: "", cruises: [] }), /name is required/);
    failedWith(await r("createChlCruiseGroup", { name: "x<y", cruises: [] }), /forbidden characters/);
    failedWith(await r("createChlCruiseGroup", { name: "All", cruises: [...cruises, cruises[0]].map((i) => ({ index: i })) }), /at most 8 cruises per group/);
    failedWith(await r("createChlCruiseGroup", { name: "Lost", cruises: [{ index: 99 }] }), /cruise 99 not found/);
    for (const name of ["G1", "G2", "G3", "G4"]) ok(await r("createChlCruiseGroup", { name, cruises: cruises.map((i) => ({ index: i })) }));
    failedWith(await r("createChlCruiseGroup", { name: "G5", cruises: [] }), /cruise group limit reached \(4\)/);
    failedWith(await r("editChlCruiseGroup", { index: 2, name: "G1" }), /cruise group name already exists/);
    failedWith(await r("runPtzCruiseGroup", { index: 9 }), /cruise group not found/);
  });
});
