import { Code, type LicenceChannelList, type LicenceQuery, type LoginResult, type TreeSite } from "@vms/api-client";
import { RES } from "@vms/permissions";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { opLogs } from "../../db/schema/op-logs.js";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { createFakeGateway } from "../../test-support/fake-gateway.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

// Issue 27: the administrator sees and changes which cameras the free channels and the licence
// cover (the licence order); bind order until changed. Admin-only (vms_license_mgr), scoped to the
// caller's organization and sites, op-logged, one move at a time per organization.
describeOnEngines("the licence order of cameras", (engine) => {
  const fake = createFakeGateway();
  const server = useServer(engine, { deviceGateway: fake.gateway });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api, fake);
  let alpha: Record<"admin" | "user" | "yardmgr", LoginResult>;
  let beta: LoginResult;
  let orgId = "";
  let yard = "";
  /** Alpha's cameras in bind order: 4 at the Gate site, then 4 at the Yard site. */
  const sns = [...Array.from({ length: 4 }, (_, i) => `ORD-G${i}-${engine}`), ...Array.from({ length: 4 }, (_, i) => `ORD-Y${i}-${engine}`)];
  const list = (session: LoginResult = alpha.admin) => steps.ok<LicenceChannelList>("/license-chl/list", {}, session);
  const order = async (session?: LoginResult) => (await list(session)).list.map((c) => c.sn);
  const move = (sn: string, position: number, session: LoginResult = alpha.admin) => api.call<LicenceChannelList>("/license-chl/move", { sn, chlIndex: 1, position }, session);
  const moveLines = async () => server().app.vms.database.db.select({ userId: opLogs.userId, detail: opLogs.detail }).from(opLogs).where(and(eq(opLogs.orgId, orgId), like(opLogs.action, "license-chl.move%")));

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    const org = await createTestOrg(db, "Order Co", [
      { email: "admin@order.test", role: "orgAdmin" },
      { email: "user@order.test", role: "ordinaryUser" },
      { email: "yardmgr@order.test", role: { marker: null, codes: [RES.LICENSE_MGR, RES.SITE_QRY] } },
    ]);
    orgId = org.orgId;
    await createTestOrg(db, "Other Co", [{ email: "admin@other-order.test", role: "orgAdmin" }]);
    alpha = await signIn(api, "order.test", ["admin", "user", "yardmgr"]);
    beta = (await signIn(api, "other-order.test", ["admin"])).admin;
    const gate = await steps.addSite(alpha.admin, "Gate");
    yard = await steps.addSite(alpha.admin, "Yard");
    for (const sn of sns) await steps.bind(alpha.admin, sn.includes("-G") ? gate : yard, { sn });
    await steps.grant(alpha.admin, org.userIds["yardmgr@order.test"]!, [{ siteId: yard, role: "SITE_ADMIN" }]);
  });

  it("§1 §4: until changed the order is bind order; the first 4 are free, the rest unlicensed", async () => {
    const answer = await list();
    expect(answer.list.map((c) => [c.sn, c.place, c.licence])).toEqual(sns.map((sn, i) => [sn, i + 1, i < 4 ? "free" : "unlicensed"]));
    expect({ free: answer.freeChlNum, licensed: answer.licensedChlNum, total: answer.totalChlNum }).toEqual({ free: 4, licensed: 0, total: 8 });
  });

  it("§4: the licence list's \"Licensed cameras\" is what is licensed (the 4 free), not how many are in use", async () => {
    const query = await steps.ok<LicenceQuery>("/license-inst/query", {}, beta);
    expect({ used: query.usedChlNum, licensed: query.licensedChlNum }).toEqual({ used: 0, licensed: 4 });
  });

  it("§4: the administrator moves a camera into the free places: it becomes usable, the one it pushes out is not; the tree and the op log follow", async () => {
    const moved = await move(sns[5]!, 1);
    expect(moved.code, moved.text).toBe(Code.OK);
    expect(moved.data.list.slice(0, 5).map((c) => [c.sn, c.licence])).toEqual([[sns[5], "free"], [sns[0], "free"], [sns[1], "free"], [sns[2], "free"], [sns[3], "unlicensed"]]);
    const { list: tree } = await steps.ok<{ list: TreeSite[] }>("/merchant-site-chl/list", {}, alpha.admin);
    const flags = new Map(tree.flatMap((s) => s.devices).map((d) => [d.sn, d.channels[0]!.licensed]));
    expect([flags.get(sns[5]!), flags.get(sns[3]!)]).toEqual([true, false]);
    expect(await moveLines()).toEqual([{ userId: alpha.admin.user.userId, detail: expect.stringContaining(`sn=${sns[5]}`) }]);
    // Back where it was, for the tests below.
    expect((await move(sns[5]!, 6)).code).toBe(Code.OK);
    expect(await order()).toEqual(sns);
  });

  it("IDOR: another organization's administrator cannot move (33002) and a user without vms_license_mgr cannot read or move (5000); nothing changes, nothing is logged", async () => {
    const before = (await moveLines()).length;
    expect((await move(sns[6]!, 1, beta)).code).toBe(Code.NO_CHANNEL_PERMISSION);
    expect((await api.call<LicenceChannelList>("/license-chl/list", {}, beta)).data.list).toEqual([]);
    expect((await move(sns[6]!, 1, alpha.user)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/license-chl/list", {}, alpha.user)).code).toBe(Code.NO_PERMISSION);
    expect((await move("NO-SUCH-SN", 1)).code).toBe(Code.NO_CHANNEL_PERMISSION);
    expect(await order()).toEqual(sns);
    expect(await moveLines()).toHaveLength(before);
  });

  it("scope: a licence manager of one site sees its cameras at their organization-wide places and reorders them among their own places only", async () => {
    const mine = await list(alpha.yardmgr);
    expect(mine.list.map((c) => [c.sn, c.place])).toEqual(sns.slice(4).map((sn, i) => [sn, i + 5]));
    expect(mine.totalChlNum).toBe(8);
    expect((await move(sns[0]!, 4, alpha.yardmgr)).code).toBe(Code.NO_CHANNEL_PERMISSION);
    expect((await move(sns[7]!, 1, alpha.yardmgr)).code).toBe(Code.OK);
    expect(await order()).toEqual([...sns.slice(0, 4), sns[7], sns[4], sns[5], sns[6]]);
    expect((await move(sns[7]!, 99, alpha.yardmgr)).code).toBe(Code.OK);
    expect(await order()).toEqual(sns);
  });

  it("race: concurrent moves each apply once, in turn; the order keeps every camera exactly once", async () => {
    const answers = await Promise.all(sns.slice(2).map((sn) => move(sn, 1)));
    expect(answers.map((a) => a.code)).toEqual(Array(6).fill(Code.OK));
    const after = await order();
    expect([...after].sort()).toEqual([...sns].sort());
    expect(new Set(after.slice(0, 6))).toEqual(new Set(sns.slice(2)));
    expect(after.slice(6)).toEqual(sns.slice(0, 2));
  });

  it("decision 0019: an unbound camera leaves the order; bound again, it joins the end like a new camera", async () => {
    const first = (await order())[0]!;
    await steps.ok("/device/unbind", { sn: first }, alpha.admin);
    expect(await order()).not.toContain(first);
    await steps.bind(alpha.admin, yard, { sn: first });
    expect((await order()).at(-1)).toBe(first);
  });

  it("§4: the cloud recorder records a channel with a plan only while a licence covers it", async () => {
    const last = (await order()).at(-1)!;
    await steps.ok("/cloud-storage/purchase", { goodsId: "cs-trial-7d", sn: last, chlIndex: 1 }, alpha.admin);
    const recorded = async () => (await server().app.cloudRecording.directory.activeChannels(Date.now())).some((c) => c.sn === last);
    expect(await recorded()).toBe(false);
    expect((await move(last, 1)).code).toBe(Code.OK);
    expect(await recorded()).toBe(true);
  });
});
