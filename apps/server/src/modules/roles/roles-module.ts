import type { ModuleContext } from "../../core/module-context.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { PushHub } from "../push/push-hub.js";
import { upsertBuiltInRoles } from "./built-in-roles.js";
import { registerRoleHandlers } from "./role-handlers.js";
import { createRoleService, type RoleService } from "./role-service.js";

/** The built-in roles exist (and carry their current codes) before anybody signs in or up. */
export async function registerRolesModule(ctx: ModuleContext, deps: { push: PushHub; opLog?: OpLogWriter }): Promise<RoleService> {
  await upsertBuiltInRoles(ctx.db);
  const roles = createRoleService({ db: ctx.db, push: () => deps.push });
  registerRoleHandlers(ctx.handlers, roles, deps.opLog);
  return roles;
}
