import type { AppDatabase } from "../../db/database.js";
import type { HandlerTable } from "../../plugins/envelope/handler-table.js";
import { createGrantRepository } from "./grant-repository.js";
import { createGrantService } from "./grant-service.js";
import { createSiteAccess, type SiteAccess } from "./site-access.js";
import { registerSiteHandlers } from "./site-handlers.js";
import { createSiteRepository } from "./site-repository.js";
import { createSiteService, type SiteLimits, type SiteService } from "./site-service.js";

/** What the devices and channels modules (and the demo seed) use. */
export interface SitesModule {
  access: SiteAccess;
  sites: SiteService;
}

/** Step 3 sites (decision 0003): site tree, scenes, grants and the visibility rules. */
export function registerSitesModule(deps: { db: AppDatabase; handlers: HandlerTable; limits: SiteLimits }): SitesModule {
  const access = createSiteAccess(deps.db);
  const sites = createSiteService({ sites: createSiteRepository(deps.db), access, limits: deps.limits });
  registerSiteHandlers(deps.handlers, sites, createGrantService({ grants: createGrantRepository(deps.db), access }));
  return { access, sites };
}
