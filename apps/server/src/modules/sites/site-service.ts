import { randomUUID } from "node:crypto";
import { Code, type ParsedRequestOf } from "@vms/api-client";
import { SITE_ROLE } from "@vms/permissions";
import { AppError } from "../../core/app-error.js";
import { isUniqueViolation } from "../../db/pg-errors.js";
import { requireIn, type SiteAccess, type SiteScope } from "./site-access.js";
import { isUuid } from "../../core/ids.js";
import type { SiteRepository, SiteValues } from "./site-repository.js";
import { treeOrder } from "./site-tree.js";
import { buildTree, siteView } from "./site-view.js";
import type { Caller } from "../../core/caller.js";

export interface SiteLimits {
  /** VMS_MAX_SITES → 33822. */
  maxSites: number;
  /** VMS_MAX_SITE_DEPTH → 33823. */
  maxSiteDepth: number;
}

const CUSTOM_SCENE = 9;
const invalid = (path: string, message: string) => new AppError(Code.INVALID_DATA, { issues: [{ path, message }] });
const isForeignKeyViolation = (err: unknown) => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === "23503" || e?.cause?.code === "23503";
};

/** Sites and custom scenes (decision 0003; spec §3 Site, §5, §8 Sites codes). */
export function createSiteService(deps: { sites: SiteRepository; access: SiteAccess; limits: SiteLimits }) {
  const { sites: repo, access, limits } = deps;

  /** The scene fields: scene 9 needs a custom scene of the organization, other scenes have none. */
  async function sceneFields(orgId: string, scene: number, customSceneId: string | null | undefined) {
    if (scene !== CUSTOM_SCENE) return { scene, customSceneId: null };
    if (!customSceneId) throw invalid("customSceneId", "empty");
    if (!isUuid(customSceneId) || !(await repo.sceneExists(orgId, customSceneId))) throw invalid("customSceneId", "unknown");
    return { scene, customSceneId };
  }

  async function view(orgId: string, siteId: string, scope: SiteScope) {
    const [rows, counts] = await Promise.all([repo.list(orgId), repo.deviceCounts(orgId)]);
    const row = rows.find((r) => r.id === siteId);
    if (!row) throw new AppError(Code.SITE_MISSING);
    return siteView(row, counts, rows.filter((r) => scope.isVisible(r.id)));
  }

  return {
    /** /user/site/tree: the caller's visible sites nested, or (administrators) another user's. */
    async tree(caller: Caller, userId: string | undefined) {
      let scope = await access.scope(caller);
      if (userId && userId !== caller.user.userId) {
        if (!scope.isAdmin) throw new AppError(Code.NO_PERMISSION);
        const other = await access.scopeOfUser(caller.user.orgId, userId);
        if (!other) throw new AppError(Code.NOT_IN_ORG);
        scope = other;
      }
      const [rows, counts] = await Promise.all([repo.list(caller.user.orgId), repo.deviceCounts(caller.user.orgId)]);
      const visible = rows.filter((r) => scope.isVisible(r.id));
      const list = buildTree(visible, counts, (id) => scope.role(id) ?? SITE_ROLE.NO_ACCESS);
      // The console offers "add sub-site" only where one may be added.
      return { total: visible.length, list, maxDepth: limits.maxSiteDepth };
    },

    /** /site/list/choose: visible sites in tree order, optionally filtered by name. */
    async choose(caller: Caller, keyword: string | undefined) {
      const scope = await access.scope(caller);
      const word = keyword?.trim().toLowerCase() ?? "";
      const ordered = treeOrder(scope.visible(), (a, b) => a.name.localeCompare(b.name));
      return {
        list: ordered
          .filter((s) => word === "" || s.name.toLowerCase().includes(word))
          .map((s) => ({ siteId: s.id, parentId: s.parentId, siteName: s.name, depth: s.depth, role: scope.role(s.id) ?? SITE_ROLE.NO_ACCESS })),
      };
    },

    /** /site/add: SITE_ADMIN on the parent (administrators only at the top level); 33823, 33822, 33032. */
    async add(caller: Caller, data: ParsedRequestOf<"/site/add">) {
      const orgId = caller.user.orgId;
      const scope = await access.scope(caller);
      let parent: { id: string; path: string; depth: number } | null = null;
      if (data.parentId) parent = requireIn(scope, data.parentId, SITE_ROLE.SITE_ADMIN);
      else if (!scope.isAdmin) throw new AppError(Code.NO_PERMISSION);
      const depth = parent ? parent.depth + 1 : 1;
      if (depth > limits.maxSiteDepth) throw new AppError(Code.SITE_DEPTH_MAX);
      const id = randomUUID();
      const values: SiteValues = {
        name: data.siteName.trim(),
        ...(await sceneFields(orgId, data.scene, data.customSceneId)),
        city: data.city.trim(),
        address: data.address.trim(),
        contactPerson: data.contactPerson.trim(),
        contactPhone: data.contactPhone.trim(),
      };
      const site = { ...values, id, parentId: parent?.id ?? null, path: parent ? `${parent.path}/${id}` : id, depth };
      try {
        await repo.insert(orgId, site, ({ siteCount, nameTaken }) => {
          if (siteCount >= limits.maxSites) throw new AppError(Code.SITE_COUNT_MAX);
          if (nameTaken) throw new AppError(Code.SITE_NAME_EXISTS);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(Code.SITE_NAME_EXISTS);
        if (isForeignKeyViolation(err)) throw invalid("customSceneId", "unknown");
        throw err;
      }
      access.invalidate();
      return view(orgId, id, await access.scope(caller));
    },

    /** /site/edit: SITE_ADMIN on the site; only the fields sent change. */
    async edit(caller: Caller, data: ParsedRequestOf<"/site/edit">) {
      const orgId = caller.user.orgId;
      const scope = await access.scope(caller);
      const site = requireIn(scope, data.siteId, SITE_ROLE.SITE_ADMIN);
      const [current] = await repo.list(orgId, site.id);
      if (!current) throw new AppError(Code.SITE_MISSING);
      const changes: Partial<SiteValues> = {};
      if (data.siteName !== undefined) changes.name = data.siteName.trim();
      if (data.city !== undefined) changes.city = data.city.trim();
      if (data.address !== undefined) changes.address = data.address.trim();
      if (data.contactPerson !== undefined) changes.contactPerson = data.contactPerson.trim();
      if (data.contactPhone !== undefined) changes.contactPhone = data.contactPhone.trim();
      if (data.scene !== undefined || data.customSceneId !== undefined) {
        const scene = data.scene ?? current.scene;
        Object.assign(changes, await sceneFields(orgId, scene, data.customSceneId === undefined ? current.customSceneId : data.customSceneId));
      }
      if (changes.name !== undefined && changes.name !== current.name && (await repo.nameTaken(orgId, current.parentId, changes.name, site.id))) {
        throw new AppError(Code.SITE_NAME_EXISTS);
      }
      try {
        await repo.update(orgId, site.id, changes);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(Code.SITE_NAME_EXISTS);
        if (isForeignKeyViolation(err)) throw invalid("customSceneId", "unknown");
        throw err;
      }
      return view(orgId, site.id, scope);
    },

    /** /site/delete: like /site/add, SITE_ADMIN on the parent (administrators at the top level); 33821 then 33022. */
    async remove(caller: Caller, siteId: string) {
      const orgId = caller.user.orgId;
      const scope = await access.scope(caller);
      const site = requireIn(scope, siteId, SITE_ROLE.SITE_ADMIN);
      if (site.parentId) requireIn(scope, site.parentId, SITE_ROLE.SITE_ADMIN);
      else if (!scope.isAdmin) throw new AppError(Code.NO_PERMISSION);
      if ((await repo.countChildren(orgId, site.id)) > 0) throw new AppError(Code.SITE_HAS_SUBSITES);
      if ((await repo.countDevices(orgId, site.id)) > 0) throw new AppError(Code.SITE_HAS_DEVICES);
      try {
        const removed = await repo.delete(orgId, site.id);
        access.invalidate();
        return removed;
      } catch (err) {
        // A device bound or a sub-site added since the checks above.
        if (isForeignKeyViolation(err)) throw new AppError(Code.SITE_HAS_DEVICES);
        throw err;
      }
    },

    /** /site/detail: any role but NO_ACCESS. */
    async detail(caller: Caller, siteId: string) {
      const scope = await access.scope(caller);
      const site = requireIn(scope, siteId, SITE_ROLE.LIVE_ONLY_VIEWER);
      return view(caller.user.orgId, site.id, scope);
    },

    async scenes(caller: Caller) {
      return { list: await repo.scenes(caller.user.orgId) };
    },

    /** /site/scene/add: administrators, or a site administrator somewhere (who needs one for a site). */
    async addScene(caller: Caller, name: string) {
      const scope = await access.scope(caller);
      if (!scope.isAdmin && !scope.sites.some((s) => scope.role(s.id) === SITE_ROLE.SITE_ADMIN)) throw new AppError(Code.NO_PERMISSION);
      const row = await repo.insertScene(caller.user.orgId, name.trim());
      if (!row) throw invalid("name", "duplicate");
      return { ...row, siteCount: 0 };
    },

    /** /site/scene/delete: administrators; 33028 while a site uses the scene. */
    async deleteScene(caller: Caller, sceneId: string) {
      const scope = await access.scope(caller);
      if (!scope.isAdmin) throw new AppError(Code.NO_PERMISSION);
      const orgId = caller.user.orgId;
      if (!isUuid(sceneId)) throw invalid("sceneId", "unknown");
      if ((await repo.sitesUsingScene(orgId, sceneId)) > 0) throw new AppError(Code.SCENE_IN_USE);
      let removed: Array<{ id: string; name: string }>;
      try {
        removed = await repo.deleteScene(orgId, sceneId);
      } catch (err) {
        if (isForeignKeyViolation(err)) throw new AppError(Code.SCENE_IN_USE);
        throw err;
      }
      if (removed.length === 0) throw invalid("sceneId", "unknown");
      return removed;
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
