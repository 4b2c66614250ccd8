import { Code, type ParsedRequestOf } from "@vms/api-client";
import { SITE_ROLE, siteRoleRank, type SiteRole } from "@vms/permissions";
import { AppError } from "../../core/app-error.js";
import type { GrantRepository } from "./grant-repository.js";
import { requireIn, type SiteAccess, type SiteScope } from "./site-access.js";
import { isUuid } from "../../core/ids.js";
import { grantsLowerThanParent, treeOrder } from "./site-tree.js";
import type { Caller } from "../../core/caller.js";

const duplicate = (path: string) => new AppError(Code.INVALID_DATA, { issues: [{ path, message: "duplicate" }] });
const administers = (scope: SiteScope, siteId: string) => scope.role(siteId) === SITE_ROLE.SITE_ADMIN;

/**
 * Site grants (spec §6, §7 /user/site/grant, /site/candidate/list, /site/user/put). Administrators
 * manage every grant; a site administrator manages grants on the sites they administer only.
 */
export function createGrantService(deps: { grants: GrantRepository; access: SiteAccess; tell?: (userIds: readonly string[]) => void }) {
  const { grants: repo, access } = deps;
  /**
   * After a grant change: this instance's scopes and audiences go at once; the users are told
   * (PERMISSIONS_CHANGED), and that push reaching every instance drops their cached scopes and the
   * push audiences there too (issue 32: a revoked grant stops pushes everywhere, not 5 s later).
   */
  const changed = (userIds: readonly string[]) => {
    access.invalidate();
    deps.tell?.(userIds);
  };

  /** The live user `userId` of the caller's organization, else 5001. */
  async function target(caller: Caller, userId: string): Promise<SiteScope> {
    const scope = await access.scopeOfUser(caller.user.orgId, userId);
    if (!scope) throw new AppError(Code.NOT_IN_ORG);
    return scope;
  }

  /** 33820 when a grant in `grants` is lower than what its parent passes down. */
  function checkTree(scope: SiteScope, grants: ReadonlyMap<string, SiteRole>) {
    if (grantsLowerThanParent(scope.sites, grants).length > 0) throw new AppError(Code.SITE_GRANT_LOWER);
  }

  return {
    /** The ids among `userIds` of live users of the organization (other modules check recipients with it). */
    usersInOrg: (orgId: string, userIds: readonly string[]) => repo.usersInOrg(orgId, userIds),

    /** /user/site/grant: replaces the user's grants (a site administrator: only on the sites they administer). */
    async grant(caller: Caller, data: ParsedRequestOf<"/user/site/grant">) {
      const mine = await access.scope(caller);
      const user = await target(caller, data.userId);
      const next = new Map<string, SiteRole>();
      for (const grant of data.grants) {
        if (next.has(grant.siteId)) throw duplicate("grants");
        requireIn(mine, grant.siteId, SITE_ROLE.SITE_ADMIN);
        next.set(grant.siteId, grant.role);
      }
      if (!mine.isAdmin) {
        // Grants on sites the caller does not administer stay as they are.
        for (const [siteId, role] of user.grants) if (!administers(mine, siteId) && !next.has(siteId)) next.set(siteId, role);
      }
      checkTree(user, next);
      await repo.replaceUserGrants(data.userId, next);
      changed([data.userId]);
      return {};
    },

    /** /site/candidate/list: the sites the caller may grant, with the user's granted and effective roles. */
    async candidates(caller: Caller, userId: string) {
      const mine = await access.scope(caller);
      const user = await target(caller, userId);
      const grantable = mine.sites.filter((s) => mine.isAdmin || administers(mine, s.id));
      // The user detail page names whose roles it shows.
      const summary = await repo.userSummary(caller.user.orgId, userId);
      return {
        ...(summary ? { user: summary } : {}),
        list: treeOrder(grantable, (a, b) => a.name.localeCompare(b.name)).map((s) => ({
          siteId: s.id,
          parentId: s.parentId,
          siteName: s.name,
          depth: s.depth,
          grantedRole: user.grants.get(s.id) ?? null,
          effectiveRole: user.role(s.id) ?? SITE_ROLE.NO_ACCESS,
        })),
      };
    },

    /** /site/users: users with a role on the site, granted there or inherited (SITE_ADMIN on the site). */
    async siteUsers(caller: Caller, siteId: string) {
      const scope = await access.scope(caller);
      const site = requireIn(scope, siteId, SITE_ROLE.SITE_ADMIN);
      const chain = site.path.split("/");
      const rows = await repo.grantsOnSites(chain);
      // Per user, the grant nearest to the site wins (the deepest in the chain).
      const nearest = new Map<string, (typeof rows)[number]>();
      for (const row of rows) {
        const known = nearest.get(row.userId);
        if (!known || chain.indexOf(row.siteId) > chain.indexOf(known.siteId)) nearest.set(row.userId, row);
      }
      const list = [...nearest.values()]
        .filter((row) => row.role !== SITE_ROLE.NO_ACCESS)
        .map((row) => ({ userId: row.userId, userName: row.userName, email: row.email, role: row.role as SiteRole, inherited: row.siteId !== site.id }))
        .sort((a, b) => siteRoleRank(b.role) - siteRoleRank(a.role) || a.userName.localeCompare(b.userName));
      return { list };
    },

    /** /site/user/put: the users granted on this one site become exactly `users` (SITE_ADMIN on the site). */
    async putSiteUsers(caller: Caller, data: ParsedRequestOf<"/site/user/put">) {
      const orgId = caller.user.orgId;
      const scope = await access.scope(caller);
      const site = requireIn(scope, data.siteId, SITE_ROLE.SITE_ADMIN);
      const wanted = new Map<string, SiteRole>();
      for (const entry of data.users) {
        if (wanted.has(entry.userId)) throw duplicate("users");
        if (!isUuid(entry.userId)) throw new AppError(Code.NOT_IN_ORG);
        wanted.set(entry.userId, entry.role);
      }
      const members = await repo.usersInOrg(orgId, [...wanted.keys()]);
      if (members.size !== wanted.size) throw new AppError(Code.NOT_IN_ORG);
      const current = (await repo.grantsOnSites([site.id])).map((g) => g.userId);
      const affected = [...new Set([...wanted.keys(), ...current])];
      const all = await repo.grantsOf(orgId, affected);
      for (const userId of affected) {
        const next = new Map(all.get(userId));
        const role = wanted.get(userId);
        if (role) next.set(site.id, role);
        else next.delete(site.id);
        checkTree(scope, next);
      }
      await repo.replaceSiteGrants(site.id, [...wanted].map(([userId, role]) => ({ userId, role })));
      changed(affected);
      return {};
    },
  };
}

export type GrantService = ReturnType<typeof createGrantService>;
