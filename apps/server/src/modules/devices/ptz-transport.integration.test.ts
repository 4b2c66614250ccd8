import { Code, type LoginResult } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

type Transport = { code: number; status: string; data: unknown };

// The PTZ panel's calls end to end: the real server's /device/transport and @vms/device-sim devices over
// /ws-device, in both dialects of spec §7 (cameras `…_I`, recorders the other).
describeOnEngines("PTZ presets, cruises, tracks and cruise groups through /device/transport", (engine) => {
  const server = useServer(engine);
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  const fleet = generateFleet({ count: 8, seed: "ptz-transport" });
  const ipc = fleet.find((d) => d.variant === "ptz")!;
  // A recorder channel with a PTZ camera that is online (an offline channel answers "channel offline").
  const ptzOnline = (c: (typeof fleet)[number]["channels"][number]) => c.supportFun.includes("ptz") && c.status === 1;
  const nvr = fleet.find((d) => d.devType === 2 && d.channels.some(ptzOnline))!;
  const nvrChl = nvr.channels.find(ptzOnline)!.chlIndex;
  const devices: SimulatedDevice[] = [];
  let s: Record<"admin" | "viewer" | "live" | "other", LoginResult>;
  let stranger: LoginResult;

  const call = (session: LoginResult, sn: string, chlIndex: number, apiName: string, params: Record<string, unknown> = {}) =>
    steps.ok<Transport>("/device/transport", { sn, chlIndex, api: apiName, params }, session);
  const cam = (apiName: string, params: Record<string, unknown> = {}) => call(s.viewer, ipc.sn, 1, apiName, params);
  const rec = (apiName: string, params: Record<string, unknown> = {}) => call(s.viewer, nvr.sn, nvrChl, apiName, params);
  const failed = { code: 200, status: "failed", data: null };

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    const ids = (
      await createTestOrg(db, "Ptz Co", [
        { email: "admin@ptz.test", role: "orgAdmin" },
        { email: "viewer@ptz.test", role: "siteOperator" },
        { email: "live@ptz.test", role: "siteOperator" },
        { email: "other@ptz.test", role: "siteOperator" },
      ])
    ).userIds;
    await createTestOrg(db, "Elsewhere Co", [{ email: "admin@elsewhere.test", role: "orgAdmin" }]);
    s = await signIn(api, "ptz.test", ["admin", "viewer", "live", "other"]);
    stranger = (await signIn(api, "elsewhere.test", ["admin"])).admin;
    const siteId = await steps.addSite(s.admin, "Yard");
    const otherSite = await steps.addSite(s.admin, "Depot");
    await steps.grant(s.admin, ids["viewer@ptz.test"]!, [{ siteId, role: "SITE_VIEWER" }]);
    await steps.grant(s.admin, ids["live@ptz.test"]!, [{ siteId, role: "LIVE_ONLY_VIEWER" }]);
    await steps.grant(s.admin, ids["other@ptz.test"]!, [{ siteId: otherSite, role: "SITE_VIEWER" }]);
    for (const descriptor of [ipc, nvr]) {
      const device = new SimulatedDevice(descriptor, { serverUrl: server().baseUrl, reconnect: { minMs: 50, maxMs: 100 } });
      devices.push(device);
      await device.start();
      await steps.ok("/device/bind", { sn: descriptor.sn, securityCode: descriptor.securityCode, siteId }, s.admin);
    }
  });
  afterAll(async () => {
    await Promise.all(devices.map((d) => d.stop()));
  });

  it("§2/§3/§5 camera dialect: add presets, a duplicate name is refused, a cruise of 2 presets runs and stops", async () => {
    expect(await cam("PtzGetCaps_I")).toMatchObject({ code: 200, status: "success", data: { ptz: true, presetMax: 255, cruiseMax: 8, cruisePresetMax: 16 } });
    expect(await cam("PtzModifyPresetPosition_I", { index: 1, name: "Door" })).toEqual({ code: 200, status: "success", data: { index: 1 } });
    await cam("PtzControl_I", { action: "right", speed: 8 });
    expect(await cam("PtzModifyPresetPosition_I", { index: 2, name: "Gate" })).toMatchObject({ status: "success" });
    // §5 duplicates rejected: the device answers 200 with status "failed", which the console counts as failure (§4).
    expect(await cam("PtzModifyPresetPosition_I", { index: 3, name: "Door" })).toEqual(failed);
    expect(await cam("PtzGetPresets_I")).toMatchObject({ data: { presets: [{ index: 1, name: "Door" }, { index: 2, name: "Gate" }], maxCount: 255 } });

    const added = await cam("PtzAddCruise_I", { name: "Round", presets: [{ index: 1 }, { index: 2, speed: 6, holdTime: 45 }] });
    expect(added).toMatchObject({ status: "success", data: { index: 1 } });
    expect(await cam("PtzGetCruise_I", { index: 1 })).toMatchObject({
      data: { name: "Round", presets: [{ index: 1, name: "Door", speed: 4, holdTime: 30 }, { index: 2, name: "Gate", speed: 6, holdTime: 45 }] },
    });
    expect(await cam("PtzAddCruise_I", { name: "Round", presets: [{ index: 1 }] })).toEqual(failed);
    expect(await cam("PtzRunCruise_I", { index: 1 })).toMatchObject({ status: "success", data: { running: 1 } });
    expect(await cam("PtzGetCruises_I")).toMatchObject({ data: { cruises: [{ index: 1, name: "Round", presetCount: 2 }], maxCount: 8, running: 1 } });
    expect(await cam("PtzStopCruise_I")).toMatchObject({ status: "success", data: { running: null } });
    expect(await cam("PtzGetCruises_I")).toMatchObject({ data: { running: null } });
  });

  it("§9 limits: hold time 15..240 s, at most 16 presets per cruise; zoom clamps to 1..4", async () => {
    await cam("PtzModifyPresetPosition_I", { index: 10, name: "Limit" });
    expect(await cam("PtzAddCruise_I", { name: "Long", presets: [{ index: 10, holdTime: 241 }] })).toEqual(failed);
    expect(await cam("PtzAddCruise_I", { name: "Short", presets: [{ index: 10, holdTime: 14 }] })).toEqual(failed);
    expect(await cam("PtzAddCruise_I", { name: "Many", presets: Array.from({ length: 17 }, () => ({ index: 10 })) })).toEqual(failed);
    expect(await cam("PtzAddCruise_I", { name: "Sixteen", presets: Array.from({ length: 16 }, () => ({ index: 10, holdTime: 240 })) })).toMatchObject({ status: "success" });
    let zoom = 0;
    for (let i = 0; i < 5; i++) zoom = ((await cam("AZControl_I", { action: "zoomIn" })).data as { position: { zoom: number } }).position.zoom;
    expect(zoom).toBe(4);
  });

  it("§7 recorder dialect: create, rename, duplicate refused, cruise run and stop; both dialects share the channel", async () => {
    expect(await rec("createChlPreset", { name: "Dock" })).toMatchObject({ status: "success", data: { index: 1 } });
    expect(await rec("createChlPreset", { name: "Ramp" })).toMatchObject({ data: { index: 2 } });
    expect(await rec("createChlPreset", { name: "Dock" })).toEqual(failed);
    expect(await rec("editChlPreset", { index: 2, name: "Dock" })).toEqual(failed);
    expect(await rec("editChlPreset", { index: 2, name: "Bay" })).toMatchObject({ status: "success" });
    expect(await rec("PtzGetPresets_I")).toMatchObject({ data: { presets: [{ index: 1, name: "Dock" }, { index: 2, name: "Bay" }] } });
    expect(await rec("createChlCruise", { name: "Loop", presets: [{ index: 1 }, { index: 2 }] })).toMatchObject({ status: "success", data: { index: 1 } });
    expect(await rec("runPtzCruise", { index: 1 })).toMatchObject({ data: { running: 1 } });
    expect(await rec("queryChlCruiseList")).toMatchObject({ data: { cruises: [{ name: "Loop", presetCount: 2 }], running: 1 } });
    expect(await rec("stopPtzCruise")).toMatchObject({ data: { running: null } });
    expect(await rec("delChlPreset", { index: 2 })).toMatchObject({ status: "success" });
    expect(await rec("queryChlCruise", { index: 1 })).toMatchObject({ data: { presets: [{ index: 1, name: "Dock" }] } });
  });

  it("§3 tracks and cruise groups, camera dialect: record a track by moving, run and stop it; a group of the cruise runs and stops", async () => {
    expect(await cam("PtzStartRecordTrack_I", { name: "Sweep" })).toMatchObject({ status: "success", data: { index: 1, recording: 1 } });
    await cam("PtzControl_I", { action: "left", speed: 3 });
    await cam("PtzControl_I", { action: "up", speed: 3 });
    expect(await cam("PtzStopRecordTrack_I")).toMatchObject({ status: "success", data: { index: 1, stepCount: 2 } });
    expect(await cam("PtzStartRecordTrack_I", { name: "Sweep" })).toEqual(failed);
    expect(await cam("PtzRunTrack_I", { index: 1 })).toMatchObject({ status: "success", data: { running: 1 } });
    expect(await cam("PtzGetTracks_I")).toMatchObject({ data: { tracks: [{ index: 1, name: "Sweep", stepCount: 2 }], maxCount: 4, running: 1, recording: null } });
    expect(await cam("PtzAddCruiseGroup_I", { name: "All", cruises: [{ index: 1 }] })).toMatchObject({ status: "success", data: { index: 1 } });
    expect(await cam("PtzAddCruiseGroup_I", { name: "a:b", cruises: [{ index: 1 }] })).toEqual(failed);
    // One motion at a time: the group takes over from the track.
    expect(await cam("PtzRunCruiseGroup_I", { index: 1 })).toMatchObject({ data: { running: 1 } });
    expect(await cam("PtzGetTracks_I")).toMatchObject({ data: { running: null } });
    expect(await cam("PtzGetCruiseGroup_I", { index: 1 })).toMatchObject({ data: { name: "All", cruises: [{ index: 1, name: "Round" }] } });
    expect(await cam("PtzStopCruiseGroup_I")).toMatchObject({ status: "success", data: { running: null } });
    expect(await cam("PtzRenameTrack_I", { index: 1, name: "Pan" })).toMatchObject({ status: "success" });
    expect(await cam("PtzDeleteTrack_I", { index: 1 })).toMatchObject({ status: "success" });
  });

  it("§3 tracks and cruise groups, recorder dialect", async () => {
    expect(await rec("startChlTrackRecord", { name: "Patrol" })).toMatchObject({ status: "success", data: { index: 1 } });
    await rec("PtzControl_I", { action: "right" });
    expect(await rec("stopChlTrackRecord")).toMatchObject({ data: { stepCount: 1 } });
    expect(await rec("runPtzTrack", { index: 1 })).toMatchObject({ data: { running: 1 } });
    expect(await rec("stopPtzTrack")).toMatchObject({ data: { running: null } });
    expect(await rec("editChlTrack", { index: 1, name: "" })).toEqual(failed);
    expect(await rec("createChlCruiseGroup", { name: "Shift", cruises: [{ index: 1 }, { index: 1 }] })).toMatchObject({ data: { index: 1 } });
    expect(await rec("queryChlCruiseGroupList")).toMatchObject({ data: { groups: [{ index: 1, name: "Shift", cruiseCount: 2 }], maxCount: 4 } });
    expect(await rec("runPtzCruiseGroup", { index: 1 })).toMatchObject({ data: { running: 1 } });
    expect(await rec("stopPtzCruiseGroup")).toMatchObject({ status: "success", data: { running: null } });
    expect(await rec("delChlCruiseGroup", { index: 1 })).toMatchObject({ status: "success" });
    expect(await rec("delChlTrack", { index: 1 })).toMatchObject({ status: "success" });
  });

  it("§4: an offline recorder channel refuses PTZ with a failed status", async () => {
    const offline = nvr.channels.find((c) => c.supportFun.includes("ptz") && c.status === 0);
    if (!offline) return;
    expect(await call(s.viewer, nvr.sn, offline.chlIndex, "queryChlPresetList")).toEqual(failed);
  });

  it("§6 IDOR: another organization, an ungranted site and a live-only viewer cannot drive PTZ", async () => {
    const body = { sn: ipc.sn, chlIndex: 1, api: "PtzGetPresets_I", params: {} };
    expect((await api.call("/device/transport", body, stranger)).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect((await api.call("/device/transport", body, s.other)).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect((await api.call("/device/transport", { ...body, api: "PtzControl_I", params: { action: "up" } }, s.live)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/device/transport", body, s.viewer)).code).toBe(Code.OK);
  });
});
