import { Code, type LoginResult, type SiteTreeNode } from "@vms/api-client";
import { expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { createFakeGateway } from "../../test-support/fake-gateway.js";
import { signIn, siteFields, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

// Sites over real HTTP (decision 0003): tree, limits with small config overrides, names, deletion
// order, custom scenes and who may manage what.
describeOnEngines("sites", (engine) => {
  const fake = createFakeGateway();
  const server = useServer(engine, { deviceGateway: fake.gateway }, { maxSites: 6, maxSiteDepth: 3, loginIpPerMinute: 1_000 });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api, fake);
  let orgs = 0;

  /** Each test its own organization (limits count per organization) with its signed-in users. */
  async function freshOrg() {
    const domain = `org${++orgs}.site.test`;
    const org = await createTestOrg(server().app.vms.database.db, `Site Co ${orgs}`, [
      { email: `admin@${domain}`, role: "orgAdmin" },
      { email: `siteadmin@${domain}`, role: "siteAdmin" },
      { email: `operator@${domain}`, role: "siteOperator" },
    ]);
    const { admin, siteadmin, operator } = await signIn(api, domain, ["admin", "siteadmin", "operator"]);
    return { admin, siteAdmin: siteadmin, operator, userId: (name: string) => org.userIds[`${name}@${domain}`]! };
  }

  /** Headquarters with Annex and Lobby, and Desk below Lobby (depth 3, the deepest allowed). */
  async function buildTree(admin: LoginResult) {
    const hq = await steps.addSite(admin, "Headquarters");
    const lobby = await steps.addSite(admin, "Lobby", hq);
    const desk = await steps.addSite(admin, "Desk", lobby);
    const annex = await steps.addSite(admin, "Annex", hq);
    return { hq, lobby, desk, annex };
  }

  it("§1/§3: an administrator builds a nested tree; the tree, detail and picker show it with the SITE_ADMIN role", async () => {
    const { admin } = await freshOrg();
    const site = await buildTree(admin);
    const tree = await steps.ok<{ total: number; list: SiteTreeNode[] }>("/user/site/tree", {}, admin);
    expect(tree.total).toBe(4);
    expect(tree.list).toHaveLength(1);
    const hq = tree.list[0]!;
    expect(hq).toMatchObject({ siteId: site.hq, parentId: null, siteName: "Headquarters", depth: 1, role: "SITE_ADMIN", subSiteCount: 2, sceneName: "Park" });
    expect(hq.children.map((c) => c.siteName)).toEqual(["Annex", "Lobby"]);
    expect(hq.children[1]!.children[0]).toMatchObject({ siteId: site.desk, depth: 3, parentId: site.lobby, children: [] });

    const detail = await api.call("/site/detail", { siteId: site.desk }, admin);
    expect(detail.data).toMatchObject({ siteName: "Desk", city: "Berlin", contactPhone: "+49 30 1234567", deviceCount: 0 });
    const choose = await steps.ok<{ list: Array<{ siteName: string; role: string }> }>("/site/list/choose", {}, admin);
    expect(choose.list.map((s) => s.siteName)).toEqual(["Headquarters", "Annex", "Lobby", "Desk"]);
    const filtered = await steps.ok<{ list: Array<{ siteName: string }> }>("/site/list/choose", { keyword: "lob" }, admin);
    expect(filtered.list.map((s) => s.siteName)).toEqual(["Lobby"]);
  });

  it("§8 33823: a site below the deepest level (VMS_MAX_SITE_DEPTH 3) is refused", async () => {
    const { admin } = await freshOrg();
    const site = await buildTree(admin);
    expect((await api.call("/site/add", { ...siteFields("Drawer"), parentId: site.desk }, admin)).code).toBe(Code.SITE_DEPTH_MAX);
  });

  it("§8 33032: sibling names are unique; the same name elsewhere in the tree is fine", async () => {
    const { admin } = await freshOrg();
    const site = await buildTree(admin);
    expect((await api.call("/site/add", { ...siteFields("Lobby"), parentId: site.hq }, admin)).code).toBe(Code.SITE_NAME_EXISTS);
    expect((await api.call("/site/add", { ...siteFields("Headquarters"), parentId: null }, admin)).code).toBe(Code.SITE_NAME_EXISTS);
    expect((await api.call("/site/edit", { siteId: site.annex, siteName: "Lobby" }, admin)).code).toBe(Code.SITE_NAME_EXISTS);
    await steps.addSite(admin, "Lobby", site.annex);
  });

  it("§8 33822: the organization's sixth site is the last (VMS_MAX_SITES 6)", async () => {
    const { admin } = await freshOrg();
    await buildTree(admin);
    await steps.addSite(admin, "Garage");
    await steps.addSite(admin, "Warehouse");
    expect((await api.call("/site/add", { ...siteFields("Seventh"), parentId: null }, admin)).code).toBe(Code.SITE_COUNT_MAX);
  });

  it("§5: site names and fields are validated (7000); /site/edit changes only the fields sent", async () => {
    const { admin } = await freshOrg();
    const warehouse = await steps.addSite(admin, "Warehouse");
    const bad = await api.call<{ issues: Array<{ path: string }> }>("/site/add", { ...siteFields("A/B", { city: " " }), parentId: null }, admin);
    expect(bad.code).toBe(Code.INVALID_DATA);
    expect(bad.data.issues.map((i) => i.path).sort()).toEqual(["city", "siteName"]);
    const edited = await steps.ok<{ siteName: string; address: string; city: string }>("/site/edit", { siteId: warehouse, city: "Hamburg" }, admin);
    expect(edited).toMatchObject({ siteName: "Warehouse", address: "Main St 1", city: "Hamburg" });
  });

  it("§8 33821 then 33022: a site with sub-sites, then one with devices, cannot be deleted", async () => {
    const { admin } = await freshOrg();
    const site = await buildTree(admin);
    await steps.bind(admin, site.desk, { sn: "SITE-DEV-1" });
    expect((await api.call("/site/delete", { siteId: site.lobby }, admin)).code).toBe(Code.SITE_HAS_SUBSITES);
    expect((await api.call("/site/delete", { siteId: site.desk }, admin)).code).toBe(Code.SITE_HAS_DEVICES);
    expect((await api.call("/site/detail", { siteId: site.desk }, admin)).data).toMatchObject({ deviceCount: 1 });
    expect((await api.call("/device/unbind", { sn: "SITE-DEV-1" }, admin)).code).toBe(200);
    expect((await api.call("/site/delete", { siteId: site.desk }, admin)).code).toBe(200);
    expect((await api.call("/site/detail", { siteId: site.desk }, admin)).code).toBe(Code.SITE_MISSING);
  });

  it("§3/§8 33028: scene 9 needs a custom scene of the organization; a scene in use cannot be deleted", async () => {
    const { admin } = await freshOrg();
    const site = await buildTree(admin);
    const noScene = await api.call("/site/edit", { siteId: site.annex, scene: 9 }, admin);
    expect(noScene.code).toBe(Code.INVALID_DATA);
    const scene = await steps.ok<{ sceneId: string; name: string }>("/site/scene/add", { name: "Campus" }, admin);
    expect((await api.call("/site/scene/add", { name: "Campus" }, admin)).code).toBe(Code.INVALID_DATA);
    const edited = await steps.ok<{ scene: number; sceneName: string; customSceneId: string }>("/site/edit", { siteId: site.annex, scene: 9, customSceneId: scene.sceneId }, admin);
    expect(edited).toMatchObject({ scene: 9, sceneName: "Campus", customSceneId: scene.sceneId });
    expect((await steps.ok<{ list: unknown[] }>("/site/scene/list", {}, admin)).list).toEqual([{ ...scene, siteCount: 1 }]);
    expect((await api.call("/site/scene/delete", { sceneId: scene.sceneId }, admin)).code).toBe(Code.SCENE_IN_USE);
    await steps.ok("/site/edit", { siteId: site.annex, scene: 2 }, admin);
    expect((await api.call("/site/detail", { siteId: site.annex }, admin)).data).toMatchObject({ scene: 2, customSceneId: null, sceneName: "Store" });
    expect((await api.call("/site/scene/delete", { sceneId: scene.sceneId }, admin)).code).toBe(200);
  });

  it("§6: a site administrator manages below their grant only; top-level sites are the administrators'", async () => {
    const { admin, siteAdmin, operator, userId } = await freshOrg();
    const site = { ...(await buildTree(admin)), warehouse: await steps.addSite(admin, "Warehouse") };
    expect((await api.call("/site/add", { ...siteFields("Mine"), parentId: null }, siteAdmin)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/site/add", { ...siteFields("Mine"), parentId: site.hq }, siteAdmin)).code).toBe(Code.NO_SITE_PERMISSION);
    await steps.grant(admin, userId("siteadmin"), [{ siteId: site.lobby, role: "SITE_ADMIN" }]);
    await steps.grant(admin, userId("operator"), [{ siteId: site.lobby, role: "SITE_VIEWER" }]);
    await steps.ok("/site/delete", { siteId: site.warehouse }, admin);
    const mine = await steps.addSite(siteAdmin, "Mine", site.lobby);
    expect((await api.call("/site/edit", { siteId: site.hq, city: "Paris" }, siteAdmin)).code).toBe(Code.NO_SITE_PERMISSION);
    expect((await api.call("/site/delete", { siteId: site.lobby }, siteAdmin)).code).toBe(Code.NO_SITE_PERMISSION);
    expect((await api.call("/site/delete", { siteId: mine }, siteAdmin)).code).toBe(200);
    // Operators hold no vms_site_qry: the site management calls refuse them outright.
    expect((await api.call("/site/add", { ...siteFields("Op"), parentId: site.lobby }, operator)).code).toBe(Code.NO_PERMISSION);
    const tree = await steps.ok<{ total: number; list: SiteTreeNode[] }>("/user/site/tree", {}, operator);
    expect(tree).toMatchObject({
      total: 2,
      list: [{ siteId: site.lobby, role: "SITE_VIEWER", children: [{ siteId: site.desk, role: "SITE_VIEWER", children: [] }] }],
    });
    expect((await api.call("/site/detail", { siteId: site.hq }, siteAdmin)).code).toBe(Code.NO_SITE_PERMISSION);
  });
});
