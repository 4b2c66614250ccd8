import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SimDevice } from "../descriptors.js";
import { generateFleet } from "../fleet.js";
import { startFakeGateway, type FakeConnection, type FakeGateway } from "../test-support/fake-gateway.js";
import { SimulatedDevice } from "./simulated-device.js";

// Seed 1: a fixed IPC without a motorised lens, an online PTZ IPC, and a 32-channel NVR with
// online and offline PTZ cameras (asserted below, so a generator change shows up here first).
const FLEET = generateFleet({ count: 40, seed: 1 });
const FIXED = FLEET[0]!;
const PTZ = FLEET[1]!;
const NVR = FLEET[2]!;
const AZ = FLEET.find((d) => d.variant === "fixed" && d.channels[0]!.supportFun.includes("az"))!;
const hasPtz = (c: SimDevice["channels"][0]) => c.supportFun.includes("ptz");
const NVR_PTZ = NVR.channels.find((c) => hasPtz(c) && c.status === 1 && c.enabled)!.chlIndex;
const NVR_PTZ_OFFLINE = NVR.channels.find((c) => hasPtz(c) && c.status === 0)!.chlIndex;
const NVR_FIXED = NVR.channels.find((c) => c.configured && c.supportFun.length === 0)!.chlIndex;

let gateway: FakeGateway;
const devices: SimulatedDevice[] = [];
const conn: Record<"fixed" | "ptz" | "nvr" | "az", FakeConnection> = {} as never;

beforeAll(async () => {
  expect(FIXED.channels[0]!.supportFun).toEqual([]);
  expect(PTZ.channels[0]!.status).toBe(1);
  gateway = await startFakeGateway();
  for (const [key, descriptor] of [["fixed", FIXED], ["ptz", PTZ], ["nvr", NVR], ["az", AZ]] as const) {
    const device = new SimulatedDevice(descriptor, { serverUrl: gateway.url });
    devices.push(device);
    await device.start();
    conn[key] = await gateway.nextConnection();
  }
});
afterAll(async () => {
  await Promise.all(devices.map((d) => d.stop()));
  await gateway.close();
});

const ok = (answer: { status: string; reason?: string }) => expect(answer.status, answer.reason).toBe("success");
const failedWith = (answer: { status: string; reason?: string }, reason: RegExp) => {
  expect(answer.status).toBe("failed");
  expect(answer.reason).toMatch(reason);
};

describe("PTZ: IPC dialect (…_I)", () => {
  it("§9: PtzGetCaps_I states the limits; a fixed camera says ptz:false", async () => {
    const caps = await conn.ptz.transport("PtzGetCaps_I");
    expect(caps.data).toMatchObject({ ptz: true, presetMax: 255, cruiseMax: 8, cruisePresetMax: 16, speed: { min: 1, max: 8, default: 4 }, holdTime: { min: 15, max: 240, default: 30 } });
    expect((await conn.fixed.transport("PtzGetCaps_I")).data).toMatchObject({ ptz: false, lens: false });
  });

  it("§4: presets: save the position, move, go back, rename via position save, delete", async () => {
    const t = (api: string, params: Record<string, unknown> = {}) => conn.ptz.transport(api, params);
    ok(await t("PtzModifyPresetPosition_I", { index: 1, name: "Gate" }));
    const moved = await t("PtzControl_I", { action: "right", speed: 2 });
    expect(moved.data).toEqual({ position: { pan: 10, tilt: 0, zoom: 1 } });
    ok(await t("PtzControl_I", { action: "zoomIn" }));
    ok(await t("PtzModifyPresetPosition_I", { index: 2, name: "Yard" }));
    expect((await t("PtzGotoPreset_I", { index: 1 })).data).toEqual({ position: { pan: 0, tilt: 0, zoom: 1 } });
    const list = (await t("PtzGetPresets_I")).data as { presets: Array<{ index: number; name: string }>; maxCount: number };
    expect(list.maxCount).toBe(255);
    expect(list.presets.map((p) => [p.index, p.name])).toEqual([[1, "Gate"], [2, "Yard"]]);
    failedWith(await t("PtzModifyPresetPosition_I", { index: 3, name: "Gate" }), /name already exists/);
    ok(await t("PtzDeletePreset_I", { index: 2 }));
    failedWith(await t("PtzGotoPreset_I", { index: 2 }), /not found/);
    failedWith(await t("PtzControl_I", { action: "spin" }), /unknown action/);
    failedWith(await t("PtzControl_I", { action: "up", speed: 9 }), /speed out of range/);
  });

  it("§4 §9: cruises: add with defaults, get, modify, run, stop, delete", async () => {
    const t = (api: string, params: Record<string, unknown> = {}) => conn.ptz.transport(api, params);
    ok(await t("PtzModifyPresetPosition_I", { index: 5, name: "Five" }));
    const added = await t("PtzAddCruise_I", { name: "Round", presets: [{ index: 1 }, { index: 5, speed: 8, holdTime: 240 }] });
    const { index } = added.data as { index: number };
    expect((await t("PtzGetCruise_I", { index })).data).toEqual({
      index,
      name: "Round",
      presets: [{ index: 1, name: "Gate", speed: 4, holdTime: 30 }, { index: 5, name: "Five", speed: 8, holdTime: 240 }],
    });
    ok(await t("PtzModifyCruise_I", { index, name: "Round 2", presets: [{ index: 5, holdTime: 15 }] }));
    expect((await t("PtzGetCruises_I")).data).toMatchObject({ cruises: [{ index, name: "Round 2", presetCount: 1 }], maxCount: 8 });
    expect((await t("PtzRunCruise_I", { index })).data).toEqual({ running: index });
    expect((await t("PtzGetCruises_I")).data).toMatchObject({ running: index });
    ok(await t("PtzStopCruise_I"));
    ok(await t("PtzDeleteCruise_I", { index }));
    failedWith(await t("PtzRunCruise_I", { index }), /cruise not found/);
  });

  it("§6: every PTZ call on a fixed camera fails \"not supported\"", async () => {
    for (const api of ["PtzGetPresets_I", "PtzGotoPreset_I", "PtzControl_I", "PtzAddCruise_I", "AZControl_I", "queryChlPresetList"]) {
      failedWith(await conn.fixed.transport(api, { index: 1, action: "up" }), /^not supported$/);
    }
  });

  it("§9: AZControl_I drives a motorised lens (zoom clamps to 1..4); its pan/tilt calls are not supported", async () => {
    for (let i = 0; i < 6; i++) ok(await conn.az.transport("AZControl_I", { action: "zoomIn" }));
    expect((await conn.az.transport("AZControl_I", { action: "focusNear" })).data).toMatchObject({ position: { zoom: 4 } });
    failedWith(await conn.az.transport("PtzControl_I", { action: "up" }), /not supported/);
  });
});

describe("PTZ: recorder dialect, shared state and limits", () => {
  const r = (api: string, params: Record<string, unknown> = {}, chl = NVR_PTZ) => conn.nvr.transport(api, params, chl);

  // Each test starts from a channel without presets or cruises, whatever ran before it.
  beforeEach(async () => {
    const cruises = ((await r("queryChlCruiseList")).data as { cruises: Array<{ index: number }> }).cruises;
    for (const { index } of cruises) ok(await r("delChlCruise", { index }));
    const presets = ((await r("queryChlPresetList")).data as { presets: Array<{ index: number }> }).presets;
    for (const { index } of presets) ok(await r("delChlPreset", { index }));
  });

  it("§7: both dialects share one channel's presets and cruises", async () => {
    failedWith(await r("createChlPreset", { name: " " }), /name is required/);
    const created = await r("createChlPreset", { name: "Dock" });
    expect(created.data).toEqual({ index: 1 });
    ok(await r("editChlPreset", { index: 1, name: "Dock A" }));
    ok(await r("PtzControl_I", { action: "up" }));
    ok(await r("editChlPresetPosition", { index: 1 }));
    const viaIpc = (await r("PtzGetPresets_I")).data as { presets: Array<{ name: string; position: { tilt: number } }> };
    expect(viaIpc.presets).toEqual([{ index: 1, name: "Dock A", position: { pan: 0, tilt: 20, zoom: 1 } }]);
    const cruise = (await r("createChlCruise", { name: "Night", presets: [{ index: 1 }] })).data as { index: number };
    expect((await r("PtzGetCruise_I", { index: cruise.index })).data).toMatchObject({ name: "Night" });
    ok(await r("runPtzCruise", { index: cruise.index }));
    ok(await r("stopPtzCruise"));
    ok(await r("editChlCruise", { index: cruise.index, name: "Night 2" }));
    expect((await r("queryChlCruise", { index: cruise.index })).data).toMatchObject({ name: "Night 2" });
    ok(await r("delChlCruise", { index: cruise.index }));
    ok(await r("delChlPreset", { index: 1 }));
    expect((await r("queryChlPresetList")).data).toEqual({ presets: [], maxCount: 255 });
    failedWith(await r("goToPtzPreset", { index: 1 }), /not found/);
  });

  it("§9: 255 presets at most: the 256th is refused, so is index 256", async () => {
    for (let i = 1; i <= 255; i++) ok(await r("createChlPreset", { name: `P${i}` }));
    failedWith(await r("createChlPreset", { name: "P256" }), /preset limit reached \(255\)/);
    failedWith(await r("PtzModifyPresetPosition_I", { index: 256, name: "X" }), /out of range/);
    failedWith(await r("createChlPreset", { index: 7, name: "Dup" }), /already exists/);
  });

  it("§9: 8 cruises at most; 16 presets per cruise; hold time 15-240; speed 1-8", async () => {
    for (let i = 1; i <= 17; i++) ok(await r("createChlPreset", { name: `P${i}` }));
    const stops = (n: number, extra: Record<string, unknown> = {}) => Array.from({ length: n }, (_, i) => ({ index: i + 1, ...extra }));
    failedWith(await r("createChlCruise", { name: "Too long", presets: stops(17) }), /at most 16 presets/);
    for (const [holdTime, ok200] of [[14, false], [15, true], [240, true], [241, false]] as const) {
      const answer = await r("createChlCruise", { name: `H${holdTime}`, presets: stops(1, { holdTime }) });
      if (ok200) ok(answer);
      else failedWith(answer, /holdTime out of range \(15-240\)/);
    }
    failedWith(await r("createChlCruise", { name: "S0", presets: stops(1, { speed: 0 }) }), /speed out of range/);
    failedWith(await r("createChlCruise", { name: "Missing", presets: [{ index: 999 }] }), /preset 999 not found/);
    for (let i = 3; i <= 8; i++) ok(await r("createChlCruise", { name: `C${i}`, presets: stops(16) }));
    failedWith(await r("createChlCruise", { name: "C9", presets: stops(1) }), /cruise limit reached \(8\)/);
    failedWith(await r("PtzAddCruise_I", { name: "C9", presets: [] }), /cruise limit reached/);
    failedWith(await r("editChlCruise", { index: 3, name: "H15" }), /name already exists/);
  });

  it("§4: recorders need a chlIndex; offline and fixed channels refuse PTZ", async () => {
    failedWith(await conn.nvr.transport("queryChlPresetList", {}), /channel not found/);
    failedWith(await r("queryChlPresetList", {}, NVR_PTZ_OFFLINE), /channel offline/);
    failedWith(await r("queryChlPresetList", {}, NVR_FIXED), /not supported/);
    expect((await conn.nvr.command("transport", { api: "noSuchApi", params: {} })).code).toBe(1000);
  });
});
