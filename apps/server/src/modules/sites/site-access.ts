import { isUuid } from "../../core/ids.js";
import { Code } from "@vms/api-client";
import { ROLE_MARKER, USER_TYPE, SITE_ROLE, siteRoleRank, type SiteRole } from "@vms/permissions";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { roles, siteGrants, sites, users } from "../../db/schema/index.js";
import { AppError } from "../../core/app-error.js";
import { createScopeLoader, type ScopedSite, type SiteScope } from "./site-scope.js";
import type { Caller } from "../../core/caller.js";

export type { ScopedSite, SiteScope } from "./site-scope.js";

/** Decision 0003: an administrator is a user of type 1 or one whose role carries ORG_MANAGER. */
export function isOrgAdmin(user: { type: number; roleMarker: string | null }): boolean {
  return user.type === USER_TYPE.ADMIN || user.roleMarker === ROLE_MARKER.ORG_MANAGER;
}

const AUDIENCE_TTL_MS = 5_000;

/**
 * Site visibility and roles (decision 0003 "Visibility"); `scope` is memoized per request (per
 * Caller) and, with `cacheMs`, kept per instance between requests (site-scope.ts, decision 0013),
 * expiring by `clock` (the auth cache's).
 */
export function createSiteAccess(db: AppDatabase, options: { cacheMs?: number; clock?: (() => number) | undefined } = {}) {
  const perRequest = new WeakMap<Caller, Promise<SiteScope>>();
  const audiences = new Map<string, { at: number; userIds: string[] }>();
  const scopes = createScopeLoader(db, options.cacheMs ?? 0, options.clock);

  const access = {
    /** The caller's scope, loaded once per request. */
    scope(caller: Caller): Promise<SiteScope> {
      let scope = perRequest.get(caller);
      if (!scope) {
        scope = scopes.cached(caller.user.orgId, caller.user.userId, isOrgAdmin(caller.user));
        perRequest.set(caller, scope);
      }
      return scope;
    },

    /** Another user's scope (administrators looking at a user); null when not a live user of `orgId`. */
    async scopeOfUser(orgId: string, userId: string): Promise<SiteScope | null> {
      if (!isUuid(userId)) return null;
      const [user] = await db
        .select({ type: users.type, roleMarker: roles.marker })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(users.id, userId), eq(users.orgId, orgId), isNull(users.deletedAt)))
        .limit(1);
      return user ? scopes.fresh(orgId, userId, isOrgAdmin(user)) : null;
    },

    async visibleSiteIds(caller: Caller): Promise<string[]> {
      return (await access.scope(caller)).visible().map((s) => s.id);
    },

    async roleOn(caller: Caller, siteId: string): Promise<SiteRole | null> {
      return (await access.scope(caller)).role(siteId);
    },

    /**
     * The site when the caller's role on it is at least `minRole`: one the caller cannot see answers
     * 20026 (33003 for administrators, who see them all), a lower role 5000.
     */
    async requireRole(caller: Caller, siteId: string, minRole: SiteRole): Promise<ScopedSite> {
      return requireIn(await access.scope(caller), siteId, minRole);
    },

    /**
     * Users who may see the site: the organization's administrators and the users whose effective
     * role on it is not NO_ACCESS (push fan-out). Cached a few seconds; grant changes clear it.
     */
    async usersWhoCanSee(orgId: string, siteId: string): Promise<string[]> {
      const key = `${orgId}/${siteId}`;
      const cached = audiences.get(key);
      if (cached && Date.now() - cached.at < AUDIENCE_TTL_MS) return cached.userIds;
      const result: unknown = await db.execute(sql`
        with target as (select path from ${sites} where id = ${siteId} and org_id = ${orgId}),
        deepest as (
          select distinct on (g.user_id) g.user_id, g.role
          from ${siteGrants} g
          join ${sites} s on s.id = g.site_id
          join ${users} u on u.id = g.user_id and u.deleted_at is null
          cross join target t
          where s.org_id = ${orgId} and (t.path = s.path or t.path like s.path || '/%')
          order by g.user_id, s.depth desc
        )
        select user_id from deepest where role <> ${SITE_ROLE.NO_ACCESS}
        union
        select u.id as user_id from ${users} u join ${roles} r on r.id = u.role_id
        where u.org_id = ${orgId} and u.deleted_at is null and (u.type = 1 or r.marker = ${ROLE_MARKER.ORG_MANAGER})`);
      // Both drivers answer raw queries with `rows`.
      const userIds = ((result as { rows?: Array<{ user_id: string }> }).rows ?? []).map((r) => r.user_id);
      if (audiences.size > 10_000) audiences.clear();
      audiences.set(key, { at: Date.now(), userIds });
      return userIds;
    },

    /** Forgets cached audiences and scopes (grants or sites changed). */
    invalidate(): void {
      audiences.clear();
      scopes.clear();
    },

    /**
     * What the auth cache drops with its own entries (AuthCache.attach): a user's scope and, since the
     * user may have left or joined audiences, every cached audience (a PERMISSIONS_CHANGED push on any
     * instance lands here on every instance).
     */
    scopeCache: {
      forgetUser: (userId: string) => {
        scopes.forgetUser(userId);
        audiences.clear();
      },
      forgetOrg: (orgId: string) => {
        scopes.forgetOrg(orgId);
        for (const key of audiences.keys()) if (key.startsWith(`${orgId}/`)) audiences.delete(key);
      },
      clear: () => access.invalidate(),
    },
  };
  return access;
}

/**
 * requireRole on an already loaded scope. A site the caller cannot see answers 20026 whether it is
 * hidden from them, another organization's or no site at all, so the answer never tells a hidden
 * site exists (decision 0020). Administrators see every site of the organization: for them an id
 * outside it is simply unknown (33003).
 */
export function requireIn(scope: SiteScope, siteId: string, minRole: SiteRole): ScopedSite {
  const site = scope.site(siteId);
  const role = scope.role(siteId);
  if (!site || role === null || role === SITE_ROLE.NO_ACCESS) throw new AppError(scope.isAdmin ? Code.SITE_MISSING : Code.NO_SITE_PERMISSION);
  if (siteRoleRank(role) < siteRoleRank(minRole)) throw new AppError(Code.NO_PERMISSION);
  return site;
}

export type SiteAccess = ReturnType<typeof createSiteAccess>;
