import { Code, type SiteTreeNode } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

type Candidate = { siteId: string; grantedRole: string | null; effectiveRole: string };
const flatten = (nodes: SiteTreeNode[]): SiteTreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

// Site grants (spec §5 "subsite permission must not be lower than in the parent", §6, §7 grant calls).
describeOnEngines("site grants", (engine) => {
  const server = useServer(engine, {}, { loginIpPerMinute: 1_000 });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  let strangerId: string;
  let orgs = 0;

  beforeAll(async () => {
    strangerId = (await createTestOrg(server().app.vms.database.db, "Other Co", [{ email: "x@other.test", role: "ordinaryUser" }])).userIds["x@other.test"]!;
  });

  /** Each test its own organization: four users signed in, and North (Store (Shelf)) and South. */
  async function freshOrg() {
    const domain = `org${++orgs}.grant.test`;
    const { userIds } = await createTestOrg(server().app.vms.database.db, `Grant Co ${orgs}`, [
      { email: `admin@${domain}`, role: "orgAdmin" },
      { email: `siteadmin@${domain}`, role: "siteAdmin" },
      { email: `viewer@${domain}`, role: "siteOperator" },
      { email: `live@${domain}`, role: "liveOnlyViewer" },
    ]);
    const s = await signIn(api, domain, ["admin", "siteadmin", "viewer", "live"]);
    const north = await steps.addSite(s.admin, "North");
    const store = await steps.addSite(s.admin, "Store", north);
    const shelf = await steps.addSite(s.admin, "Shelf", store);
    const south = await steps.addSite(s.admin, "South");
    return { s, domain, site: { north, store, shelf, south }, id: (name: string) => userIds[`${name}@${domain}`]! };
  }

  it("§6: a grant applies to the sub-sites; the user's tree shows the effective roles", async () => {
    const { s, site, id } = await freshOrg();
    await steps.grant(s.admin, id("viewer"), [{ siteId: site.north, role: "SITE_VIEWER" }]);
    const tree = await steps.ok<{ total: number; list: SiteTreeNode[] }>("/user/site/tree", {}, s.viewer);
    expect(tree.total).toBe(3);
    expect(flatten(tree.list).map((n) => [n.siteName, n.role])).toEqual([["North", "SITE_VIEWER"], ["Store", "SITE_VIEWER"], ["Shelf", "SITE_VIEWER"]]);
    // An administrator sees the same through userId; others may not look.
    const seen = await steps.ok<{ total: number }>("/user/site/tree", { userId: id("viewer") }, s.admin);
    expect(seen.total).toBe(3);
    expect((await api.call("/user/site/tree", { userId: id("admin") }, s.viewer)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/user/site/tree", { userId: strangerId }, s.admin)).code).toBe(Code.NOT_IN_ORG);
  });

  it("§5 33820: a sub-site's own grant may be higher than the inherited role, never lower", async () => {
    const { s, site, id } = await freshOrg();
    const viewer = id("viewer");
    await steps.grant(s.admin, viewer, [
      { siteId: site.north, role: "SITE_VIEWER" },
      { siteId: site.shelf, role: "SITE_ADMIN" },
    ]);
    const lower = await api.call("/user/site/grant", { userId: viewer, grants: [{ siteId: site.north, role: "SITE_VIEWER" }, { siteId: site.store, role: "LIVE_ONLY_VIEWER" }] }, s.admin);
    expect(lower.code).toBe(Code.SITE_GRANT_LOWER);
    const candidates = await steps.ok<{ list: Candidate[] }>("/site/candidate/list", { userId: viewer }, s.admin);
    const byId = new Map(candidates.list.map((c) => [c.siteId, c]));
    expect(byId.get(site.north)).toMatchObject({ grantedRole: "SITE_VIEWER", effectiveRole: "SITE_VIEWER" });
    expect(byId.get(site.store)).toMatchObject({ grantedRole: null, effectiveRole: "SITE_VIEWER" });
    expect(byId.get(site.shelf)).toMatchObject({ grantedRole: "SITE_ADMIN", effectiveRole: "SITE_ADMIN" });
    expect(byId.get(site.south)).toMatchObject({ grantedRole: null, effectiveRole: "NO_ACCESS" });
    // The refused replacement changed nothing.
    expect((await api.call("/user/site/tree", {}, s.viewer)).data).toMatchObject({ total: 3 });
  });

  it("§6: /site/users lists granted and inherited users; /site/user/put sets a site's users and keeps the tree valid", async () => {
    const { s, site, id, domain } = await freshOrg();
    await steps.grant(s.admin, id("viewer"), [
      { siteId: site.north, role: "SITE_VIEWER" },
      { siteId: site.shelf, role: "SITE_ADMIN" },
    ]);
    const live = id("live");
    const users = await steps.ok<{ list: Array<{ email: string; role: string; inherited: boolean }> }>("/site/users", { siteId: site.store }, s.admin);
    expect(users.list).toEqual([expect.objectContaining({ email: `viewer@${domain}`, role: "SITE_VIEWER", inherited: true })]);

    await steps.ok("/site/user/put", { siteId: site.north, users: [{ userId: live, role: "LIVE_ONLY_VIEWER" }] }, s.admin);
    const liveTree = await steps.ok<{ list: SiteTreeNode[] }>("/user/site/tree", {}, s.live);
    expect(flatten(liveTree.list).map((n) => n.role)).toEqual(["LIVE_ONLY_VIEWER", "LIVE_ONLY_VIEWER", "LIVE_ONLY_VIEWER"]);
    // The viewer lost North (not in the list) but keeps Shelf; a lower grant under a parent is refused.
    const viewerTree = await steps.ok<{ list: SiteTreeNode[] }>("/user/site/tree", {}, s.viewer);
    expect(flatten(viewerTree.list).map((n) => [n.siteName, n.role])).toEqual([["Shelf", "SITE_ADMIN"]]);
    await steps.ok("/site/user/put", { siteId: site.shelf, users: [{ userId: live, role: "SITE_VIEWER" }, { userId: id("viewer"), role: "SITE_ADMIN" }] }, s.admin);
    expect((await api.call("/site/user/put", { siteId: site.north, users: [{ userId: live, role: "SITE_ADMIN" }] }, s.admin)).code).toBe(Code.SITE_GRANT_LOWER);
    expect((await api.call("/site/user/put", { siteId: site.north, users: [{ userId: strangerId, role: "SITE_VIEWER" }] }, s.admin)).code).toBe(Code.NOT_IN_ORG);
    expect((await api.call("/site/user/put", { siteId: site.north, users: [{ userId: "00000000-0000-4000-8000-000000000000", role: "SITE_VIEWER" }] }, s.admin)).code).toBe(Code.NOT_IN_ORG);
    expect((await api.call("/site/user/put", { siteId: site.north, users: [{ userId: "nope", role: "SITE_VIEWER" }] }, s.admin)).code).toBe(Code.INVALID_DATA);
  });

  it("§6: a site administrator grants on the sites they administer only, and leaves the others alone", async () => {
    const { s, site, id } = await freshOrg();
    await steps.grant(s.admin, id("live"), [
      { siteId: site.north, role: "LIVE_ONLY_VIEWER" },
      { siteId: site.shelf, role: "SITE_VIEWER" },
    ]);
    const siteAdminId = id("siteadmin");
    const live = id("live");
    await steps.grant(s.admin, siteAdminId, [
      { siteId: site.north, role: "SITE_VIEWER" },
      { siteId: site.store, role: "SITE_ADMIN" },
    ]);
    expect((await api.call("/user/site/grant", { userId: live, grants: [{ siteId: site.south, role: "SITE_VIEWER" }] }, s.siteadmin)).code).toBe(Code.NO_SITE_PERMISSION);
    expect((await api.call("/user/site/grant", { userId: live, grants: [{ siteId: site.north, role: "SITE_VIEWER" }] }, s.siteadmin)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/user/site/grant", { userId: strangerId, grants: [] }, s.siteadmin)).code).toBe(Code.NOT_IN_ORG);
    // Raising the live viewer on Store replaces their grants there and below (Shelf), not on North.
    await steps.grant(s.siteadmin, live, [{ siteId: site.store, role: "SITE_VIEWER" }]);
    const candidates = await steps.ok<{ list: Candidate[] }>("/site/candidate/list", { userId: live }, s.siteadmin);
    expect(candidates.list.map((c) => c.siteId)).toEqual([site.store, site.shelf]);
    const mine = await steps.ok<{ list: Candidate[] }>("/site/candidate/list", { userId: live }, s.admin);
    expect(new Map(mine.list.map((c) => [c.siteId, [c.grantedRole, c.effectiveRole]]))).toEqual(
      new Map([
        [site.north, ["LIVE_ONLY_VIEWER", "LIVE_ONLY_VIEWER"]],
        [site.store, ["SITE_VIEWER", "SITE_VIEWER"]],
        [site.shelf, [null, "SITE_VIEWER"]],
        [site.south, [null, "NO_ACCESS"]],
      ]),
    );
    // Operators hold neither grant code: 5000 before anything else.
    expect((await api.call("/user/site/grant", { userId: live, grants: [] }, s.viewer)).code).toBe(Code.NO_PERMISSION);
  });

  it("§6: an administrator's empty grant list removes every grant", async () => {
    const { s, site, id } = await freshOrg();
    await steps.grant(s.admin, id("live"), [{ siteId: site.north, role: "LIVE_ONLY_VIEWER" }]);
    expect((await api.call<{ total: number }>("/user/site/tree", {}, s.live)).data.total).toBe(3);
    await steps.grant(s.admin, id("live"), []);
    expect((await api.call("/user/site/tree", {}, s.live)).data).toEqual({ total: 0, list: [], maxDepth: 5 });
    expect((await api.call("/site/detail", { siteId: site.north }, s.live)).code).toBe(Code.NO_PERMISSION);
  });
});
