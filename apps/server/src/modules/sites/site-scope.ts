import { isSiteRole, SITE_ROLE, type SiteRole } from "@vms/permissions";
import { and, eq, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { siteGrants, sites } from "../../db/schema/index.js";
import { createTtlCache } from "../../lib/ttl-cache.js";
import { effectiveRoles, type SiteRef } from "./site-tree.js";

/** A site as the access rules see it. */
export interface ScopedSite extends SiteRef {
  name: string;
}

/** One user's view of the organization's sites. */
export interface SiteScope {
  readonly orgId: string;
  readonly userId: string;
  /** Organization administrators are SITE_ADMIN on every site. */
  readonly isAdmin: boolean;
  /** Every site of the organization. */
  readonly sites: readonly ScopedSite[];
  site(siteId: string): ScopedSite | undefined;
  /** The effective role; null for a site outside the organization. */
  role(siteId: string): SiteRole | null;
  isVisible(siteId: string): boolean;
  /** Sites whose effective role is not NO_ACCESS. */
  visible(): ScopedSite[];
  /** The user's own grants (empty for administrators). */
  readonly grants: ReadonlyMap<string, SiteRole>;
}

/** An organization's sites; the cached scopes of its users share one. */
interface OrgSites {
  readonly list: readonly ScopedSite[];
  readonly byId: ReadonlyMap<string, ScopedSite>;
}

const orgSitesOf = (list: ScopedSite[]): OrgSites => ({ list, byId: new Map(list.map((s) => [s.id, s])) });

/** The scope of `userId` over `org`'s sites, from the user's grants (grants on other sites are ignored). */
function buildScope(orgId: string, org: OrgSites, userId: string, admin: boolean, rows: ReadonlyArray<{ siteId: string; role: string | null }>): SiteScope {
  const { list, byId } = org;
  const grants = new Map<string, SiteRole>();
  if (!admin) for (const { siteId, role } of rows) if (role && isSiteRole(role) && byId.has(siteId)) grants.set(siteId, role);
  const effective = admin ? null : effectiveRoles(list, grants);
  const role = (siteId: string): SiteRole | null => {
    if (!byId.has(siteId)) return null;
    return effective ? (effective.get(siteId) ?? SITE_ROLE.NO_ACCESS) : SITE_ROLE.SITE_ADMIN;
  };
  const isVisible = (siteId: string) => {
    const r = role(siteId);
    return r !== null && r !== SITE_ROLE.NO_ACCESS;
  };
  return { orgId, userId, isAdmin: admin, sites: list, site: (siteId) => byId.get(siteId), role, isVisible, visible: () => list.filter((s) => isVisible(s.id)), grants };
}

/**
 * Loads scopes, and keeps them per instance for `ttlMs` (VMS_AUTH_CACHE_MS, decision 0013): an
 * organization's site list by organization, a user's scope (grants, effective roles) by user. The
 * auth cache drops them with its own entries (a write call of the organization, a
 * PERMISSIONS_CHANGED push); site and grant changes drop them all (`clear`). `ttlMs` 0 caches nothing.
 */
export function createScopeLoader(db: AppDatabase, ttlMs: number, clock?: () => number) {
  // 1,000 site lists of up to VMS_MAX_SITES sites each; a user's entry only adds its roles.
  const orgs = createTtlCache<string, OrgSites>({ ttlMs, maxEntries: 1_000, clock });
  const users = createTtlCache<string, SiteScope>({ ttlMs, maxEntries: 10_000, clock });
  const sitesWithGrants = db
    .select({ id: sites.id, parentId: sites.parentId, path: sites.path, depth: sites.depth, name: sites.name, role: siteGrants.role })
    .from(sites)
    .leftJoin(siteGrants, and(eq(siteGrants.siteId, sites.id), eq(siteGrants.userId, sql.placeholder("userId"))))
    .where(eq(sites.orgId, sql.placeholder("orgId")))
    .prepare("vms_site_scope");
  const grantsOf = db
    .select({ siteId: siteGrants.siteId, role: siteGrants.role })
    .from(siteGrants)
    .where(eq(siteGrants.userId, sql.placeholder("userId")))
    .prepare("vms_site_grants");

  /** The organization's sites and the user's grants in one query. */
  async function load(orgId: string, userId: string, admin: boolean): Promise<{ org: OrgSites; scope: SiteScope }> {
    const rows = await sitesWithGrants.execute({ orgId, userId });
    const org = orgSitesOf(rows.map(({ id, parentId, path, depth, name }) => ({ id, parentId, path, depth, name })));
    return { org, scope: buildScope(orgId, org, userId, admin, rows.map((r) => ({ siteId: r.id, role: r.role }))) };
  }

  return {
    /** Straight from the database (administrators computing another user's grants). */
    fresh: async (orgId: string, userId: string, admin: boolean): Promise<SiteScope> => (await load(orgId, userId, admin)).scope,

    /** A request's scope: cached; a miss whose organization is cached reads only the user's grants (none for an administrator). */
    async cached(orgId: string, userId: string, admin: boolean): Promise<SiteScope> {
      const key = `${orgId}/${userId}/${admin ? "admin" : "user"}`;
      const hit = users.get(key);
      if (hit) return hit;
      // Read before the database: a value loaded across an invalidation is not kept (TtlCache.version).
      const since = { users: users.version, orgs: orgs.version };
      const org = orgs.get(orgId);
      let scope: SiteScope;
      if (org) scope = buildScope(orgId, org, userId, admin, admin ? [] : await grantsOf.execute({ userId }));
      else {
        const loaded = await load(orgId, userId, admin);
        orgs.set(orgId, loaded.org, since.orgs);
        scope = loaded.scope;
      }
      users.set(key, scope, since.users);
      return scope;
    },

    forgetUser(userId: string): void {
      users.deleteWhere((scope) => scope.userId === userId);
    },
    forgetOrg(orgId: string): void {
      orgs.delete(orgId);
      users.deleteWhere((scope) => scope.orgId === orgId);
    },
    clear(): void {
      orgs.clear();
      users.clear();
    },
  };
}
