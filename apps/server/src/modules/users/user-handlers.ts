import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import { audited, auditedRemoval } from "../op-logs/op-log-line.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { AvatarService } from "./avatar-service.js";
import type { UserAdminService } from "./user-admin-service.js";
import type { UserService } from "./user-service.js";
import { USER_STATE } from "@vms/api-client";

/** Profile, avatar, organization users and account deletion (spec §7 "Auth and user"). */
export function registerUserHandlers(table: HandlerTable, users: UserService, avatars: AvatarService, admin: UserAdminService, opLog?: OpLogWriter): void {
  registerHandlers(table, {
    // An installer's remote session carries its grant's end, for the console's banner (spec §4).
    "/user/profile/get": async ({ caller, session }) => {
      const profile = await users.profile(caller);
      return session?.remote ? { ...profile, remote: { until: session.remote.until?.getTime() ?? null } } : profile;
    },
    "/user/profile/update": ({ caller, data }) => users.updateProfile(caller, data),
    "/user/avatar/update": ({ caller, files }) => avatars.replace(caller.user.userId, files),
    "/user/query": ({ caller, data }) => users.query(caller, data),
    "/user/state/update": (c) => audited(opLog, c, "user", c.data.state === USER_STATE.FROZEN ? "user.freeze" : "user.unfreeze", c.data.userId)(admin.setState(c.caller, c.data.userId, c.data.state)),
    "/user/delete": (c) => auditedRemoval(opLog, c, "user", "user.delete", c.data.userId)(admin.remove(c.caller, c.data.userId)),
    "/user/admin/update": (c) => audited(opLog, c, "user", c.data.isAdmin ? "user.admin.grant" : "user.admin.remove", c.data.userId)(admin.setAdmin(c.caller, c.data.userId, c.data.isAdmin)),
    "/user/role/update": (c) => audited(opLog, c, "user", "user.role.update", `${c.data.userId} → ${c.data.roleId}`)(admin.setRole(c.caller, c.data.userId, c.data.roleId)),
    "/user/choose": ({ caller, data }) => users.choose(caller, data.keyword),
    "/user/unregister-check": ({ caller }) => users.unregisterCheck(caller),
    "/user/unregister": ({ caller, data }) => users.unregister(caller, data),
    "/user/unregister/send-code": ({ caller, locale, request }) => users.sendUnregisterCode(caller, locale, request.ip),
  });
}
