import type { ModuleContext } from "../../core/module-context.js";
import type { AuthCache } from "../access/auth-cache.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
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

/**
 * Sites (decision 0003): site tree, scenes, grants and the visibility rules. Scopes are cached as
 * long as the auth cache keeps callers, and dropped with them (decision 0013).
 */
export function registerSitesModule(ctx: ModuleContext, deps: { authCache?: AuthCache; opLog?: OpLogWriter } = {}): SitesModule {
  const access = createSiteAccess(ctx.db, { cacheMs: deps.authCache ? ctx.config.authCacheMs : 0, clock: deps.authCache?.clock });
  deps.authCache?.attach(access.scopeCache);
  const sites = createSiteService({ sites: createSiteRepository(ctx.db), access, limits: ctx.config });
  const grants = createGrantService({ grants: createGrantRepository(ctx.db), access });
  registerSiteHandlers(ctx.handlers, sites, grants, deps.opLog);
  return { access, sites, grants };
}
