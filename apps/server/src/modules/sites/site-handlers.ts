import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import { auditedRemoval } from "../op-logs/op-log-line.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { GrantService } from "./grant-service.js";
import type { SiteService } from "./site-service.js";

/** Sites, scenes and site grants (spec §7 "Invites and org" site calls; decision 0003). */
export function registerSiteHandlers(table: HandlerTable, sites: SiteService, grants: GrantService, opLog?: OpLogWriter): void {
  registerHandlers(table, {
    "/user/site/tree": ({ caller, data }) => sites.tree(caller, data.userId),
    "/site/list/choose": ({ caller, data }) => sites.choose(caller, data.keyword),
    "/site/add": ({ caller, data }) => sites.add(caller, data),
    "/site/edit": ({ caller, data }) => sites.edit(caller, data),
    "/site/delete": (c) => auditedRemoval(opLog, c, "site", "site.delete", c.data.siteId)(sites.remove(c.caller, c.data.siteId)),
    "/site/detail": ({ caller, data }) => sites.detail(caller, data.siteId),
    "/site/users": ({ caller, data }) => grants.siteUsers(caller, data.siteId),
    "/site/scene/list": ({ caller }) => sites.scenes(caller),
    "/site/scene/add": ({ caller, data }) => sites.addScene(caller, data.name),
    "/site/scene/delete": (c) => auditedRemoval(opLog, c, "site", "site.scene.delete", c.data.sceneId)(sites.deleteScene(c.caller, c.data.sceneId)),
    "/user/site/grant": ({ caller, data }) => grants.grant(caller, data),
    "/site/candidate/list": ({ caller, data }) => grants.candidates(caller, data.userId),
    "/site/user/put": ({ caller, data }) => grants.putSiteUsers(caller, data),
  });
}
