import { BRIDGE_MODEL, bridgeCamerasSchema, Code, type LoginResult } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { createFakeGateway } from "../../test-support/fake-gateway.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

// Issue 30 "Status": the device detail of a site bridge asks it for its cameras through /device/transport
// (`queryBridgeCameras`, docs/device-protocol.md "Site bridge"). A read: whoever may open the detail may ask.

const SN = "BRIDGE-STATUS-1";
const ANSWER = {
  cameras: [
    { chlIndex: 1, name: "Gate", state: "streaming", codec: "avc1.640028", width: 1920, height: 1080, fps: 25, bitrateKbps: 4096 },
    { chlIndex: 2, name: "Yard", state: "unauthorized", codec: null, width: null, height: null, fps: null, bitrateKbps: null },
  ],
  diskUsedBytes: 12_884_901_888,
  oldestRecording: 1_764_633_600_000,
};
const query = { sn: SN, api: "queryBridgeCameras", params: {} };

describeOnEngines("issue 30: a site bridge's cameras through /device/transport", (engine) => {
  const fake = createFakeGateway();
  const server = useServer(engine, { deviceGateway: fake.gateway });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api, fake);
  let s: Record<"admin" | "viewer" | "installer" | "live" | "other", LoginResult>;
  let stranger: LoginResult;

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    const ids = (
      await createTestOrg(db, "Bridge Co", [
        { email: "admin@bridge.test", role: "orgAdmin" },
        { email: "viewer@bridge.test", role: "siteOperator" },
        // vms_device_qry with the lowest site role: may open the device detail.
        { email: "installer@bridge.test", role: "installer" },
        // Only vms_live: the device detail is refused (5000).
        { email: "live@bridge.test", role: "liveOnlyViewer" },
        { email: "other@bridge.test", role: "siteOperator" },
      ])
    ).userIds;
    await createTestOrg(db, "Elsewhere Co", [{ email: "admin@elsewhere-bridge.test", role: "orgAdmin" }]);
    s = await signIn(api, "bridge.test", ["admin", "viewer", "installer", "live", "other"]);
    stranger = (await signIn(api, "elsewhere-bridge.test", ["admin"])).admin;
    const siteId = await steps.addSite(s.admin, "Plant");
    const otherSite = await steps.addSite(s.admin, "Office");
    await steps.grant(s.admin, ids["viewer@bridge.test"]!, [{ siteId, role: "SITE_VIEWER" }]);
    await steps.grant(s.admin, ids["installer@bridge.test"]!, [{ siteId, role: "LIVE_ONLY_VIEWER" }]);
    await steps.grant(s.admin, ids["live@bridge.test"]!, [{ siteId, role: "LIVE_ONLY_VIEWER" }]);
    await steps.grant(s.admin, ids["other@bridge.test"]!, [{ siteId: otherSite, role: "SITE_VIEWER" }]);
    const channels = ANSWER.cameras.map(({ chlIndex, name }) => ({ chlIndex, number: chlIndex, name, configured: true, online: true, enabled: true, supportFun: [], mainStream: null, subStream: null }));
    await steps.bind(s.admin, siteId, { sn: SN, devType: 2, model: BRIDGE_MODEL, channels });
    fake.setHandler(SN, (name, params) =>
      name === "transport" && params["api"] === "queryBridgeCameras" ? { code: 200, data: { status: "success", data: ANSWER } } : { code: 200, data: { status: "failed", data: null } },
    );
  });

  it("issue 30: the bridge's answer passes through unchanged, asked without a channel", async () => {
    const answer = await steps.ok<{ code: number; status: string; data: unknown }>("/device/transport", query, s.viewer);
    expect(answer).toEqual({ code: 200, status: "success", data: ANSWER });
    expect(bridgeCamerasSchema.parse(answer.data)).toEqual(ANSWER);
    expect(fake.commands.at(-1)).toEqual({ sn: SN, name: "transport", params: { api: "queryBridgeCameras", params: {} } });
  });

  it("§6/decision 0003: whoever may open the device detail may ask, down to the lowest site role; others may not", async () => {
    for (const who of ["admin", "viewer", "installer"] as const) {
      expect((await api.call("/device/detail", { sn: SN }, s[who])).code, who).toBe(Code.OK);
      expect((await api.call("/device/transport", query, s[who])).data, who).toMatchObject({ status: "success" });
    }
    // Without vms_device_qry: neither the detail nor its cameras.
    expect((await api.call("/device/detail", { sn: SN }, s.live)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/device/transport", query, s.live)).code).toBe(Code.NO_PERMISSION);
    // The lowest site role still does not reach PTZ (SITE_VIEWER) through the same call.
    expect((await api.call("/device/transport", { ...query, chlIndex: 1, api: "PtzGetPresets_I" }, s.installer)).code).toBe(Code.NO_PERMISSION);
  });

  it("§6 IDOR: another organization's and an ungranted site's callers get 33001 and reach no device", async () => {
    const before = fake.commands.length;
    expect((await api.call("/device/transport", query, stranger)).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect((await api.call("/device/transport", query, s.other)).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect(fake.commands.length).toBe(before);
  });

  it("§4: an offline bridge answers 7062", async () => {
    await fake.drop(SN);
    expect((await api.call("/device/transport", query, s.viewer)).code).toBe(Code.DEVICE_OFFLINE);
  });
});

describeOnEngines("issue 30: queryBridgeCameras to a simulated recorder over /ws-device", (engine) => {
  const server = useServer(engine);
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  const nvr = generateFleet({ count: 8, seed: "bridge-status" }).find((d) => d.devType === 2)!;
  let device: SimulatedDevice;
  let admin: LoginResult;

  beforeAll(async () => {
    await createTestOrg(server().app.vms.database.db, "Sim Bridge Co", [{ email: "admin@simbridge.test", role: "orgAdmin" }]);
    admin = (await signIn(api, "simbridge.test", ["admin"])).admin;
    const siteId = await steps.addSite(admin, "Depot");
    device = new SimulatedDevice(nvr, { serverUrl: server().baseUrl, reconnect: { minMs: 50, maxMs: 100 } });
    await device.start();
    await steps.ok("/device/bind", { sn: nvr.sn, securityCode: nvr.securityCode, siteId }, admin);
  });
  afterAll(async () => {
    await device.stop();
  });

  it("issue 30: a recorder that is no bridge answers 'not supported', passed through as a failed status", async () => {
    expect(await steps.ok("/device/transport", { sn: nvr.sn, api: "queryBridgeCameras", params: {} }, admin)).toEqual({ code: 200, status: "failed", data: null });
  });
});
