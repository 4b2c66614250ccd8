import type { ModuleContext } from "../../core/module-context.js";
import { registerHandlers } from "../../core/handler-table.js";
import type { LicenceCheck } from "../../core/licence-port.js";
import type { SitesModule } from "../sites/sites-module.js";
import { createLiveTreeRepository } from "./live-tree-repository.js";
import type { Caller } from "../../core/caller.js";

/**
 * The live channel tree and channel states (spec §7 /merchant-site-chl/list, /collection/chl/status).
 * Each channel says whether a licence covers it (issue 27), so the console marks the others.
 */
export function registerLiveTreeModule(ctx: ModuleContext, deps: { sites: SitesModule; licence: LicenceCheck }): void {
  const repo = createLiveTreeRepository(ctx.db);
  const { access } = deps.sites;

  /** The caller's visible sites; `ids` null for administrators (every site of the organization). */
  async function visible(caller: Caller) {
    const scope = await access.scope(caller);
    const sites = scope.visible();
    return { sites, ids: scope.isAdmin ? null : sites.map((s) => s.id) };
  }

  registerHandlers(ctx.handlers, {
    "/merchant-site-chl/list": async ({ caller }) => {
      const { sites, ids } = await visible(caller);
      if (sites.length === 0) return { list: [] };
      const licensed = await deps.licence.channels(caller.user.orgId, ctx.now());
      const bySite = await repo.devicesBySite(caller.user.orgId, ids, (sn, chlIndex) => licensed.refusal(sn, chlIndex) === null);
      const shown = new Set(sites.map((s) => s.id));
      const list = [...sites]
        .sort((a, b) => a.path.localeCompare(b.path))
        .map((s) => ({
          siteId: s.id,
          siteName: s.name,
          // A parent the caller cannot see is left out: the site becomes a root of their tree.
          parentId: s.parentId && shown.has(s.parentId) ? s.parentId : null,
          devices: bySite.get(s.id) ?? [],
        }));
      return { list };
    },
    "/collection/chl/status": async ({ caller, data }) => {
      const { sites, ids } = await visible(caller);
      if (sites.length === 0) return { list: [] };
      return { list: await repo.states(caller.user.orgId, ids, data.channels) };
    },
  });
}
