import { Code, type Device, type LoginResult } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { createFakeGateway, helloFrame } from "../../test-support/fake-gateway.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

// Binding (decision 0003 "Binding", spec §6 viewing station, §5 device name, §8 Device codes).
describeOnEngines("device binding", (engine) => {
  const fake = createFakeGateway();
  const server = useServer(engine, { deviceGateway: fake.gateway });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api, fake);
  let s: Record<"admin" | "siteadmin" | "user", LoginResult>;
  let other: LoginResult;
  let ids: Record<string, string>;
  const site: Record<string, string> = {};
  const bind = (session: LoginResult, sn: string, securityCode: string, siteId: string, name?: string) =>
    api.call<Device>("/device/bind", { sn, securityCode, siteId, ...(name === undefined ? {} : { name }) }, session);

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    ids = (
      await createTestOrg(db, "Bind Co", [
        { email: "admin@bind.test", role: "orgAdmin" },
        { email: "siteadmin@bind.test", role: "siteAdmin" },
        { email: "user@bind.test", role: "ordinaryUser" },
      ])
    ).userIds;
    await createTestOrg(db, "Other Bind Co", [{ email: "admin@other-bind.test", role: "orgAdmin" }]);
    s = await signIn(api, "bind.test", ["admin", "siteadmin", "user"]);
    other = (await signIn(api, "other-bind.test", ["admin"])).admin;
    site.one = await steps.addSite(s.admin, "One");
    site.two = await steps.addSite(s.admin, "Two");
    site.elsewhere = await steps.addSite(other, "Elsewhere");
    await steps.grant(s.admin, ids["siteadmin@bind.test"]!, [{ siteId: site.one, role: "SITE_ADMIN" }]);
    await steps.grant(s.admin, ids["user@bind.test"]!, [{ siteId: site.one, role: "LIVE_ONLY_VIEWER" }, { siteId: site.two, role: "SITE_VIEWER" }]);
    await fake.connect(helloFrame({ sn: "BIND-1", securityCode: "CODE-0001" }));
  });

  let serial = 0;
  /** A device of this test alone, connected and bound by the administrator (to site One by default). */
  async function boundDevice(siteId = site.one!) {
    const sn = `BIND-T${++serial}`;
    const securityCode = `CODE-T${serial}`;
    await steps.bind(s.admin, siteId, { sn, securityCode });
    return { sn, securityCode };
  }

  it("§8 7068: an unknown SN or a wrong security code", async () => {
    await fake.connect(helloFrame({ sn: "BIND-BAD", securityCode: "CODE-0005" }));
    expect((await bind(s.admin, "NO-SUCH-SN", "CODE-0005", site.one!)).code).toBe(Code.DEVICE_BAD_CREDENTIALS);
    expect((await bind(s.admin, "BIND-BAD", "WRONG-CODE", site.one!)).code).toBe(Code.DEVICE_BAD_CREDENTIALS);
  });

  it("§5/§8: binding copies the report; a second bind answers 33010 here and 33016 in another organization", async () => {
    const before = (await api.call<{ deviceCount: number }>("/user/unregister-check", {}, s.admin)).data.deviceCount;
    const bound = await bind(s.siteadmin, "BIND-1", "CODE-0001", site.one!);
    expect(bound.code, bound.text).toBe(200);
    expect(bound.data).toMatchObject({ sn: "BIND-1", name: "IPC-B4F-IR ND-1", model: "IPC-B4F-IR", version: "5.1.3.20240101", status: 1, siteId: site.one, chlCount: 1, timeZone: "GMT+08", language: "en-US" });
    expect(bound.data.deviceId).toBeGreaterThan(0);
    expect((await bind(s.admin, "BIND-1", "CODE-0001", site.two!)).code).toBe(Code.DEVICE_EXISTS);
    expect((await bind(other, "BIND-1", "CODE-0001", site.elsewhere!)).code).toBe(Code.DEVICE_BOUND_ELSEWHERE);
    expect((await bind(other, "BIND-1", "WRONG-CODE", site.elsewhere!)).code).toBe(Code.DEVICE_BAD_CREDENTIALS);
    expect((await api.call("/user/unregister-check", {}, s.admin)).data).toMatchObject({ deviceCount: before + 1 });
  });

  it("§8 7062: a registered device that is not connected now cannot be bound", async () => {
    await fake.connect(helloFrame({ sn: "BIND-OFF", securityCode: "CODE-0002" }));
    await fake.drop("BIND-OFF");
    expect((await bind(s.admin, "BIND-OFF", "CODE-0002", site.one!)).code).toBe(Code.DEVICE_OFFLINE);
  });

  it("§6: ordinary users (type 2) cannot add a viewing station (5000); an administrator can", async () => {
    await fake.connect(helloFrame({ sn: "BIND-VS", securityCode: "CODE-0003", devType: 13, model: "VS-2K-D", channels: [], storage: { kind: "none" } }));
    expect((await bind(s.siteadmin, "BIND-VS", "CODE-0003", site.one!)).code).toBe(Code.NO_PERMISSION);
    expect((await bind(s.admin, "BIND-VS", "CODE-0003", site.one!, "Wall")).data).toMatchObject({ devType: 13, name: "Wall", chlCount: 0, storage: { kind: "none" } });
  });

  it("§6: binding needs SITE_ADMIN on the target site (5000 below it, 20026 for a site the user cannot see or no site at all)", async () => {
    await fake.connect(helloFrame({ sn: "BIND-2", securityCode: "CODE-0004" }));
    expect((await bind(s.user, "BIND-2", "CODE-0004", site.two!)).code).toBe(Code.NO_PERMISSION);
    expect((await bind(s.siteadmin, "BIND-2", "CODE-0004", site.two!)).code).toBe(Code.NO_SITE_PERMISSION);
    // Issue 27: a sub-user is not told which site ids exist (the same answer as a hidden site).
    expect((await bind(s.siteadmin, "BIND-2", "CODE-0004", "00000000-0000-4000-8000-000000000000")).code).toBe(Code.NO_SITE_PERMISSION);
    expect((await bind(s.siteadmin, "BIND-2", "CODE-0004", "not-a-site")).code).toBe(Code.INVALID_DATA);
  });

  it("§5: a device name has 0-32 characters and none of < > & , ' \" / \\ % : #", async () => {
    const { sn } = await boundDevice();
    for (const name of ["a<b", "x".repeat(33), "50%", "  "]) {
      expect((await api.call("/device/edit", { sn, name }, s.siteadmin)).code, name).toBe(Code.INVALID_DATA);
    }
    expect((await steps.ok<Device>("/device/edit", { sn, name: "é".repeat(32) }, s.siteadmin)).name).toBe("é".repeat(32));
    expect((await steps.ok<Device>("/device/edit", { sn, name: "" }, s.siteadmin)).name).toBe("");
    expect((await api.call("/device/edit", { sn, name: "Viewer" }, s.user)).code).toBe(Code.NO_PERMISSION);
  });

  it("§6: moving a device needs SITE_ADMIN on both sites", async () => {
    const { sn } = await boundDevice();
    expect((await api.call("/device/edit", { sn, siteId: site.two }, s.siteadmin)).code).toBe(Code.NO_SITE_PERMISSION);
    expect((await api.call("/device/edit", { sn, siteId: site.elsewhere }, s.admin)).code).toBe(Code.SITE_MISSING);
    expect((await steps.ok<Device>("/device/edit", { sn, siteId: site.two }, s.admin)).siteId).toBe(site.two);
    expect((await api.call("/device/detail", { sn }, s.siteadmin)).code).toBe(Code.NO_DEVICE_PERMISSION);
  });

  it("§7: the security code changes on the device (7062 offline); unbinding frees the SN for a new bind", async () => {
    const { sn, securityCode } = await boundDevice();
    const offline = await boundDevice();
    expect((await api.call("/device/security-code/update", { sn, newSecurityCode: "NEW-CODE-9" }, s.admin)).code).toBe(200);
    expect(fake.commands.at(-1)).toEqual({ sn, name: "securityCode", params: { newSecurityCode: "NEW-CODE-9" } });
    fake.setHandler(sn, () => ({ code: Code.DEVICE_DENIED, data: {} }));
    expect((await api.call("/device/security-code/update", { sn, newSecurityCode: "NEW-CODE-8" }, s.admin)).code).toBe(Code.DEVICE_DENIED);
    await fake.drop(offline.sn);
    expect((await api.call("/device/security-code/update", { sn: offline.sn, newSecurityCode: "NEW-CODE-7" }, s.admin)).code).toBe(Code.DEVICE_OFFLINE);

    expect((await api.call("/device/unbind", { sn }, s.admin)).code).toBe(200);
    expect((await api.call("/device/detail", { sn }, s.admin)).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect((await bind(other, sn, securityCode, site.elsewhere!)).code).toBe(200);
  });
});
