// Decision 0013: a caller's site scope is kept per instance beside the auth cache. On this instance
// every change that moves a scope is seen by the very next call (the cache lives far longer than
// these tests); a change written by another instance is seen within VMS_AUTH_CACHE_MS.
import type { LoginResult } from "@vms/api-client";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer, type RunningServer } from "../../test-support/test-server.js";

type Node = { siteId: string; siteName: string; role: string; children: Node[] };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
type Page = { total: number; list: Array<{ sn: string; siteName: string }> };

/** An organization with an administrator, a site-limited user and sites A1 (granted), A2 and A3, each with devices. */
function scopeFixture(server: () => RunningServer, domain: string) {
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  const fixture = { api, steps, s: {} as Record<"admin" | "limited", LoginResult>, userIds: {} as Record<string, string>, site: {} as Record<"a1" | "a2" | "a3", string> };
  beforeAll(async () => {
    const db = server().app.vms.database.db;
    const org = await createTestOrg(db, `Scope ${domain}`, [
      { email: `admin@${domain}`, role: "orgAdmin" },
      { email: `limited@${domain}`, role: "siteOperator" },
    ]);
    // In place: the suites hold these objects from before the hook runs.
    Object.assign(fixture.userIds, org.userIds);
    Object.assign(fixture.s, await signIn(api, domain, ["admin", "limited"]));
    for (const name of ["a1", "a2", "a3"] as const) {
      fixture.site[name] = await steps.addSite(fixture.s.admin, name.toUpperCase());
      await db.execute(sql`
        insert into devices (org_id, site_id, sn, name, dev_type, status)
        select ${org.orgId}::uuid, ${fixture.site[name]}::uuid, ${`${domain}-${name}-`} || g, 'Cam ' || g, 1, 1 from generate_series(1, 3) g`);
    }
    await steps.grant(fixture.s.admin, org.userIds[`limited@${domain}`]!, [{ siteId: fixture.site.a1, role: "SITE_VIEWER" }]);
  });
  return fixture;
}

describeOnEngines("site scopes cached per instance (decision 0013)", (engine) => {
  describe("on this instance: every change is seen at the next call", () => {
    const server = useServer(engine, {}, { authCacheMs: 60_000 });
    const { api, steps, s, userIds, site } = scopeFixture(server, "scope.test");
    // Read calls only: a call named like a write (/site/list/choose) drops the organization's entries.
    const visible = async (session: LoginResult) => flat((await steps.ok<{ list: Node[] }>("/user/site/tree", {}, session)).list);
    const chosen = async (session: LoginResult) => (await visible(session)).map((c) => c.siteName).sort();
    const total = async (session: LoginResult) => (await steps.ok<Page>("/device/page", {}, session)).total;

    it("caches: a grant no call announces (written straight to the database) stays unseen", async () => {
      expect(await chosen(s.limited)).toEqual(["A1"]);
      await server().app.vms.database.db.execute(sql`
        insert into site_grants (user_id, site_id, role) values (${userIds["limited@scope.test"]}::uuid, ${site.a3}::uuid, 'SITE_VIEWER')`);
      expect(await chosen(s.limited)).toEqual(["A1"]);
      // Any site or grant change on this instance drops every cached scope: the grant shows.
      await steps.ok("/user/site/grant", { userId: userIds["limited@scope.test"], grants: [{ siteId: site.a1, role: "SITE_VIEWER" }] }, s.admin);
      expect(await chosen(s.limited)).toEqual(["A1"]);
    });

    it("a site added under a granted site, renamed, then deleted", async () => {
      expect(await chosen(s.limited)).toEqual(["A1"]);
      const sub = await steps.addSite(s.admin, "A1 sub", site.a1);
      expect(await chosen(s.limited)).toEqual(["A1", "A1 sub"]);
      await steps.ok("/site/edit", { siteId: site.a1, siteName: "A1 renamed" }, s.admin);
      // The asset page names sites from the scope.
      expect((await steps.ok<Page>("/device/page", {}, s.limited)).list.map((d) => d.siteName)).toContain("A1 renamed");
      await steps.ok("/site/delete", { siteId: sub }, s.admin);
      expect(await chosen(s.limited)).toEqual(["A1 renamed"]);
      await steps.ok("/site/edit", { siteId: site.a1, siteName: "A1" }, s.admin);
    });

    it("grants given and taken, by user and by site", async () => {
      expect(await total(s.limited)).toBe(3);
      await steps.grant(s.admin, userIds["limited@scope.test"]!, [{ siteId: site.a1, role: "SITE_VIEWER" }, { siteId: site.a2, role: "SITE_VIEWER" }]);
      expect(await total(s.limited)).toBe(6);
      await steps.ok("/site/user/put", { siteId: site.a2, users: [] }, s.admin);
      expect(await total(s.limited)).toBe(3);
      await steps.ok("/site/user/put", { siteId: site.a2, users: [{ userId: userIds["limited@scope.test"], role: "SITE_ADMIN" }] }, s.admin);
      expect((await visible(s.limited)).find((c) => c.siteId === site.a2)?.role).toBe("SITE_ADMIN");
      await steps.grant(s.admin, userIds["limited@scope.test"]!, [{ siteId: site.a1, role: "SITE_VIEWER" }]);
      expect(await total(s.limited)).toBe(3);
    });

    it("a user made administrator sees every site at once, and no more once it is taken back", async () => {
      expect(await total(s.limited)).toBe(3);
      await steps.ok("/user/admin/update", { userId: userIds["limited@scope.test"], isAdmin: 1 }, s.admin);
      expect(await total(s.limited)).toBe(9);
      await steps.ok("/user/admin/update", { userId: userIds["limited@scope.test"], isAdmin: 0 }, s.admin);
      expect(await total(s.limited)).toBe(3);
      expect((await api.call("/device/page", { siteId: site.a3 }, s.limited)).code).not.toBe(200);
    });
  });

  describe("across instances: seen within VMS_AUTH_CACHE_MS", () => {
    // No entry expires by itself while the test runs: it moves the app's clock, which the caches
    // expire by (twice CACHE_MS stays within the 300 s a request's time may be off).
    const CACHE_MS = 60_000;
    let skew = 0;
    const server = useServer(engine, { clock: () => Date.now() + skew }, { authCacheMs: CACHE_MS });
    const { steps, s, userIds, site } = scopeFixture(server, "remote-scope.test");

    it("a grant another instance wrote, then its removal", async () => {
      const total = async () => (await steps.ok<Page>("/device/page", {}, s.limited)).total;
      const db = server().app.vms.database.db;
      expect(await total()).toBe(3);
      await db.execute(sql`insert into site_grants (user_id, site_id, role) values (${userIds["limited@remote-scope.test"]}::uuid, ${site.a2}::uuid, 'SITE_VIEWER')`);
      expect(await total()).toBe(3);
      skew += CACHE_MS;
      expect(await total()).toBe(6);
      await db.execute(sql`delete from site_grants where site_id = ${site.a2}::uuid`);
      expect(await total()).toBe(6);
      skew += CACHE_MS;
      expect(await total()).toBe(3);
    });
  });
});
