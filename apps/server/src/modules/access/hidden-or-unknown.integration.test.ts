import { randomUUID } from "node:crypto";
import { Code, type LoginResult } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { createFakeGateway } from "../../test-support/fake-gateway.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

// Issue 27: the answers must not tell a caller that something they cannot see exists. /buy/check
// told whether a device on a hidden site still had its cloud trial; site ids of hidden sites
// answered 20026 while ids naming nothing answered 33003.
describeOnEngines("hidden or unknown: the same answer (spec §6 sub-users see only assigned sites)", (engine) => {
  const fake = createFakeGateway();
  const server = useServer(engine, { deviceGateway: fake.gateway });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api, fake);
  let org: Record<"admin" | "siteadmin", LoginResult>;
  let other: LoginResult;
  const site: Record<"mine" | "hidden" | "foreign", string> = { mine: "", hidden: "", foreign: "" };

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    const created = await createTestOrg(db, "Hidden Co", [
      { email: "admin@hidden.test", role: "orgAdmin" },
      { email: "siteadmin@hidden.test", role: "siteAdmin" },
    ]);
    await createTestOrg(db, "Elsewhere Co", [{ email: "admin@elsewhere.test", role: "orgAdmin" }]);
    org = await signIn(api, "hidden.test", ["admin", "siteadmin"]);
    other = (await signIn(api, "elsewhere.test", ["admin"])).admin;
    site.mine = await steps.addSite(org.admin, "Mine");
    site.hidden = await steps.addSite(org.admin, "Hidden");
    site.foreign = await steps.addSite(other, "Foreign");
    await steps.bind(org.admin, site.mine, { sn: "HID-MINE-1" });
    await steps.bind(org.admin, site.hidden, { sn: "HID-HIDDEN-1" });
    await steps.grant(org.admin, created.userIds["siteadmin@hidden.test"]!, [{ siteId: site.mine, role: "SITE_ADMIN" }]);
  });

  const buyCheck = async (session: LoginResult, sn: string) => {
    const answer = await api.call<Record<string, unknown>>("/buy/check", { orderType: 1, sn }, session);
    expect(answer.code).toBe(200);
    return answer.data;
  };

  it("§6: /buy/check answers a device on a hidden site exactly as a serial number that names nothing", async () => {
    expect(await buyCheck(org.siteadmin, "HID-MINE-1")).toMatchObject({ cloudTrialAvailable: true });
    const hidden = await buyCheck(org.siteadmin, "HID-HIDDEN-1");
    expect(hidden).toMatchObject({ cloudTrialAvailable: false });
    expect(hidden).toEqual(await buyCheck(org.siteadmin, "NO-SUCH-DEVICE"));
    // The administrator sees both; another organization sees neither.
    expect(await buyCheck(org.admin, "HID-HIDDEN-1")).toMatchObject({ cloudTrialAvailable: true });
    expect(await buyCheck(other, "HID-HIDDEN-1")).toEqual(await buyCheck(other, "NO-SUCH-DEVICE"));
  });

  it("§6: a site id the caller cannot see answers 20026 whether it is hidden, another organization's or no site", async () => {
    const calls: Array<[string, (siteId: string) => object]> = [
      ["/site/detail", (siteId) => ({ siteId })],
      ["/device/page", (siteId) => ({ siteId })],
      ["/camera/list", (siteId) => ({ siteIds: [siteId] })],
      ["/site/edit", (siteId) => ({ siteId, city: "Nowhere" })],
      ["/event/search/list", (siteId) => ({ siteIds: [siteId], startTime: Date.now() - 3_600_000, endTime: Date.now() })],
    ];
    for (const [path, body] of calls) {
      const answers = [];
      for (const siteId of [site.hidden, site.foreign, randomUUID()]) answers.push((await api.call(path, body(siteId), org.siteadmin)).code);
      expect(answers, path).toEqual([Code.NO_SITE_PERMISSION, Code.NO_SITE_PERMISSION, Code.NO_SITE_PERMISSION]);
      // A malformed id is refused as bad input (7000) before any site is looked at: the same for
      // every caller, so it tells nothing about which sites exist.
      expect((await api.call(path, body("not-a-site"), org.siteadmin)).code, path).toBe(Code.INVALID_DATA);
      expect((await api.call(path, body("not-a-site"), org.admin)).code, path).toBe(Code.INVALID_DATA);
      expect((await api.call(path, body(site.mine), org.siteadmin)).code, path).not.toBe(Code.NO_SITE_PERMISSION);
    }
    // An administrator sees every site of the organization: for them an id outside it is unknown.
    expect((await api.call("/site/detail", { siteId: site.foreign }, org.admin)).code).toBe(Code.SITE_MISSING);
    expect((await api.call("/site/detail", { siteId: randomUUID() }, org.admin)).code).toBe(Code.SITE_MISSING);
  });
});
