import { buildPushMessage, PUSH_INFO_TYPE } from "@vms/api-client";
import type { ModuleContext } from "../../core/module-context.js";
import type { AuthCache } from "../access/auth-cache.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { PushHub } from "../push/push-hub.js";
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
export function registerSitesModule(ctx: ModuleContext, deps: { authCache?: AuthCache; opLog?: OpLogWriter; push?: PushHub } = {}): SitesModule {
  const access = createSiteAccess(ctx.db, { cacheMs: deps.authCache ? ctx.config.authCacheMs : 0, clock: deps.authCache?.clock });
  deps.authCache?.attach(access.scopeCache);
  const sites = createSiteService({ sites: createSiteRepository(ctx.db), access, limits: ctx.config });
  const push = deps.push;
  const tell = push && ((userIds: readonly string[]) => {
    for (const id of userIds) push.toUser(id, buildPushMessage(PUSH_INFO_TYPE.PERMISSIONS_CHANGED, { reason: "SITE_GRANTS_CHANGED" }));
  });
  const grants = createGrantService({ grants: createGrantRepository(ctx.db), access, ...(tell ? { tell } : {}) });
  registerSiteHandlers(ctx.handlers, sites, grants, deps.opLog);
  return { access, sites, grants };
}
