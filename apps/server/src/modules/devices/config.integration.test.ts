import { Code, type LoginResult } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { createFakeGateway } from "../../test-support/fake-gateway.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

type Chl = { chlIndex: number; enabled: boolean; status: number };

// Channel open/close, device configuration, notification settings and the transportApi pass-through.
describeOnEngines("device configuration and channels", (engine) => {
  const fake = createFakeGateway();
  const server = useServer(engine, { deviceGateway: fake.gateway });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api, fake);
  let s: Record<"admin" | "viewer" | "user", LoginResult>;
  let ids: Record<string, string>;
  let strangerId: string;
  const detail = (sn: string) => steps.ok<{ timeZone: string; language: string; storage: { status: string } }>("/device/detail", { sn }, s.admin);

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    ids = (
      await createTestOrg(db, "Config Co", [
        { email: "admin@config.test", role: "orgAdmin" },
        { email: "viewer@config.test", role: "siteOperator" },
        { email: "user@config.test", role: "ordinaryUser" },
      ])
    ).userIds;
    strangerId = (await createTestOrg(db, "Stranger Co", [{ email: "s@stranger.test", role: "ordinaryUser" }])).userIds["s@stranger.test"]!;
    s = await signIn(api, "config.test", ["admin", "viewer", "user"]);
    const siteId = await steps.addSite(s.admin, "Depot");
    await steps.grant(s.admin, ids["viewer@config.test"]!, [{ siteId, role: "SITE_VIEWER" }]);
    await steps.grant(s.admin, ids["user@config.test"]!, [{ siteId, role: "LIVE_ONLY_VIEWER" }]);
    const channels = [1, 2].map((chlIndex) => ({ chlIndex, number: chlIndex, name: `C${chlIndex}`, configured: true, online: true, enabled: true, supportFun: ["ptz"], mainStream: null, subStream: null }));
    await steps.bind(s.admin, siteId, { sn: "CFG-NVR", devType: 2, model: "NVR-08-1H", channels });
  });

  it("§7: channels open and close on the device (SITE_ADMIN; 7062 when offline)", async () => {
    await steps.ok("/channel/close", { sn: "CFG-NVR", chlIndex: 2 }, s.admin);
    expect(fake.commands.at(-1)).toEqual({ sn: "CFG-NVR", name: "channelSet", params: { chlIndex: 2, enabled: false } });
    const list = await steps.ok<{ list: Chl[] }>("/channel/list/detail", { sn: "CFG-NVR" }, s.viewer);
    expect(list.list.map((c) => [c.chlIndex, c.enabled])).toEqual([[1, true], [2, false]]);
    expect((await api.call("/channel/open", { sn: "CFG-NVR", chlIndex: 2 }, s.viewer)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/channel/open", { sn: "CFG-NVR", chlIndex: 9 }, s.admin)).code).toBe(Code.NO_CHANNEL_PERMISSION);
    await steps.ok("/channel/open", { sn: "CFG-NVR", chlIndex: 2 }, s.admin);
    // A status frame from the device updates channel states and the online count.
    await fake.emit("status", "CFG-NVR", [{ chlIndex: 1, online: false }]);
    expect((await steps.ok<{ list: Chl[] }>("/channel/list/detail", { sn: "CFG-NVR" }, s.viewer)).list.map((c) => [c.enabled, c.status])).toEqual([[true, 0], [true, 1]]);
    expect((await api.call("/device/detail", { sn: "CFG-NVR" }, s.admin)).data).toMatchObject({ onlineChlCount: 1, chlCount: 2 });
  });

  it("§2/§5: configuration is read and written on the device; time zone and language follow on the device row", async () => {
    fake.setHandler("CFG-NVR", (name, params) => {
      if (name === "configGet") return { code: 200, data: params["section"] === "language" ? { language: "de-DE" } : { timeZone: "GMT+05:30", dst: false } };
      if (name === "configSet") return { code: 200, data: params["value"] };
      return { code: 200, data: {} };
    });
    expect(await steps.ok("/config/device/get", { sn: "CFG-NVR", section: "language" }, s.viewer)).toEqual({ section: "language", value: { language: "de-DE" } });
    expect((await detail("CFG-NVR")).language).toBe("de-DE");
    const set = await steps.ok("/config/device/set", { sn: "CFG-NVR", config: { section: "timeZone", value: { timeZone: "GMT-03:30", dst: true } } }, s.admin);
    expect(set).toEqual({ section: "timeZone", value: { timeZone: "GMT-03:30", dst: true } });
    expect((await detail("CFG-NVR")).timeZone).toBe("GMT-03:30");
    expect((await api.call("/config/device/set", { sn: "CFG-NVR", config: { section: "timeZone", value: { timeZone: "UTC+8" } } }, s.admin)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/config/device/set", { sn: "CFG-NVR", config: { section: "language", value: { language: "fr-FR" } } }, s.viewer)).code).toBe(Code.NO_PERMISSION);
    // Settings changed on the device itself arrive as config frames; storage frames replace the storage.
    await fake.emit("config", "CFG-NVR", "language", { language: "ja-JP" });
    await fake.emit("storage", "CFG-NVR", { kind: "disks", disks: [{ index: 1, status: "error", health: "bad", capacityMB: 10, freeMB: 1 }] });
    expect(await detail("CFG-NVR")).toMatchObject({ language: "ja-JP", storage: { status: "error" } });
    fake.setHandler("CFG-NVR", () => ({ code: 200, data: { nonsense: true } }));
    expect((await api.call("/config/device/get", { sn: "CFG-NVR", section: "network" }, s.admin)).code).toBe(Code.BAD_GATEWAY);
    fake.setHandler("CFG-NVR", null);
  });

  it("§3/§9: a viewing station's outputs show only channels the caller may watch; the station takes split, channels and resolution", async () => {
    const db = server().app.vms.database.db;
    await createTestOrg(db, "Other VS Co", [{ email: "admin@othervs.test", role: "orgAdmin" }]);
    const other = (await signIn(api, "othervs.test", ["admin"])).admin;
    await steps.bind(other, await steps.addSite(other, "Elsewhere"), { sn: "OTHER-NVR", devType: 2, model: "NVR-04", channels: [] });
    const siteId = (await steps.ok<{ siteId: string }>("/device/detail", { sn: "CFG-NVR" }, s.admin)).siteId;
    await steps.bind(s.admin, siteId, { sn: "CFG-VS", devType: 13, model: "VS-2", channels: [], outputs: [{ index: 1, resolution: "1920x1080" }, { index: 2, resolution: "1920x1080" }] });
    fake.setHandler("CFG-VS", (name, params) => (name === "configSet" ? { code: 200, data: params["value"] } : { code: 200, data: {} }));
    const output = (sn: string) => ({ voId: 1, resolution: "1280x720", splitNum: 4, windows: [{ winIndex: 1, sn, chlIndex: 1 }] });
    const set = (sn: string, session: LoginResult) => api.call("/config/device/set", { sn: "CFG-VS", config: { section: "vsOutputs", value: { outputs: [output(sn)] } } }, session);
    // IDOR: another organization's recorder is never put on this station's screen, and nothing is sent.
    const sent = fake.commands.length;
    expect((await set("OTHER-NVR", s.admin)).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect(fake.commands.length).toBe(sent);
    // Only a site administrator sets outputs.
    expect((await set("CFG-NVR", s.viewer)).code).toBe(Code.NO_PERMISSION);
    expect((await set("CFG-NVR", s.admin)).code).toBe(Code.OK);
    expect(fake.commands.at(-1)).toEqual({ sn: "CFG-VS", name: "configSet", params: { section: "vsOutputs", value: { outputs: [output("CFG-NVR")] } } });
    // §5 shape: a window outside the split, or an unknown resolution, is refused before the device.
    const bad = { outputs: [{ voId: 1, resolution: "1280x720", splitNum: 1, windows: [{ winIndex: 2, sn: "CFG-NVR", chlIndex: 1 }] }] };
    expect((await api.call("/config/device/set", { sn: "CFG-VS", config: { section: "vsOutputs", value: bad } }, s.admin)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/config/device/set", { sn: "CFG-VS", config: { section: "vsOutputs", value: { outputs: [{ ...output("CFG-NVR"), resolution: "640x480" }] } } }, s.admin)).code).toBe(Code.INVALID_DATA);
    fake.setHandler("CFG-VS", null);
  });

  it("§7: notification recipients must be users of the organization (5001 otherwise)", async () => {
    expect(await steps.ok("/monitor/dev-notify/detail", { sn: "CFG-NVR" }, s.viewer)).toEqual({ sn: "CFG-NVR", enabled: false, events: [], recipients: [] });
    const settings = { sn: "CFG-NVR", enabled: true, events: ["offline", "diskError"], recipients: [ids["viewer@config.test"], ids["admin@config.test"]] };
    expect(await steps.ok("/monitor/dev-notify/add", settings, s.admin)).toEqual(settings);
    expect(await steps.ok("/monitor/dev-notify/detail", { sn: "CFG-NVR" }, s.viewer)).toEqual(settings);
    expect((await api.call("/monitor/dev-notify/edit", { ...settings, recipients: [strangerId] }, s.admin)).code).toBe(Code.NOT_IN_ORG);
    expect((await api.call("/monitor/dev-notify/edit", { ...settings, recipients: ["00000000-0000-4000-8000-000000000000"] }, s.admin)).code).toBe(Code.NOT_IN_ORG);
    expect((await api.call("/monitor/dev-notify/edit", { ...settings, recipients: ["someone"] }, s.admin)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/monitor/dev-notify/edit", { ...settings, recipients: [] }, s.viewer)).code).toBe(Code.NO_PERMISSION);
    expect(await steps.ok("/monitor/dev-notify/edit", { ...settings, enabled: false, recipients: [] }, s.admin)).toMatchObject({ enabled: false, recipients: [] });
  });

  it("§4/§6/§7: transportApi passes the device's answer through; PTZ needs SITE_VIEWER, formatting SITE_ADMIN", async () => {
    fake.setHandler("CFG-NVR", (name, params) => {
      if (params["api"] === "PtzGotoPreset_I") return { code: 200, data: { status: "failed", data: { reason: "preset missing" } } };
      return { code: 200, data: { status: "success", data: { echo: params["params"], chlIndex: params["chlIndex"] ?? null } } };
    });
    const presets = await steps.ok("/device/transport", { sn: "CFG-NVR", chlIndex: 1, api: "queryChlPresetList", params: { page: 1 } }, s.viewer);
    expect(presets).toEqual({ code: 200, status: "success", data: { echo: { page: 1 }, chlIndex: 1 } });
    expect(await steps.ok("/device/transport", { sn: "CFG-NVR", chlIndex: 1, api: "PtzGotoPreset_I", params: { index: 3 } }, s.viewer)).toEqual({ code: 200, status: "failed", data: { reason: "preset missing" } });
    expect((await api.call("/device/transport", { sn: "CFG-NVR", chlIndex: 1, api: "PtzControl_I", params: {} }, s.user)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/device/transport", { sn: "CFG-NVR", api: "formatDisk", params: { index: 1 } }, s.viewer)).code).toBe(Code.NO_PERMISSION);
    expect((await steps.ok<{ code: number }>("/device/transport", { sn: "CFG-NVR", api: "formatDisk", params: { index: 1 } }, s.admin)).code).toBe(200);
    fake.setHandler("CFG-NVR", () => ({ code: Code.DEVICE_BUSY, data: null }));
    expect(await steps.ok("/device/transport", { sn: "CFG-NVR", api: "queryStorageDevInfo", params: {} }, s.admin)).toEqual({ code: Code.DEVICE_BUSY, status: "failed", data: null });
    await fake.drop("CFG-NVR");
    expect((await api.call("/device/transport", { sn: "CFG-NVR", api: "queryStorageDevInfo", params: {} }, s.admin)).code).toBe(Code.DEVICE_OFFLINE);
    expect((await api.call("/channel/close", { sn: "CFG-NVR", chlIndex: 1 }, s.admin)).code).toBe(Code.DEVICE_OFFLINE);
    expect((await api.call("/config/device/get", { sn: "CFG-NVR", section: "language" }, s.admin)).code).toBe(Code.DEVICE_OFFLINE);
  });
});
