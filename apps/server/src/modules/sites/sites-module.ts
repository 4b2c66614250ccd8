import type { ModuleContext } from "../../module-context.js";
import { createGrantRepository } from "./grant-repository.js";
import { createGrantService, type GrantService } from "./grant-service.js";
import { createSiteAccess, type SiteAccess } from "./site-access.js";
import { registerSiteHandlers } from "./site-handlers.js";
import { createSiteRepository } from "./site-repository.js";
import { createSiteService, type SiteService } from "./site-service.js";

/** What the devices and channels modules (and the demo seed) use. */
export interface SitesModule {
  access: SiteAccess;
  sites: SiteService;
  grants: GrantService;
}

/** Sites (decision 0003): site tree, scenes, grants and the visibility rules. */
export function registerSitesModule(ctx: ModuleContext): SitesModule {
  const access = createSiteAccess(ctx.db);
  const sites = createSiteService({ sites: createSiteRepository(ctx.db), access, limits: ctx.config });
  const grants = createGrantService({ grants: createGrantRepository(ctx.db), access });
  registerSiteHandlers(ctx.handlers, sites, grants);
  return { access, sites, grants };
}
