import { registerHandlers, type HandlerTable } from "../../plugins/envelope/handler-table.js";
import type { AvatarService } from "./avatar-service.js";
import type { UserAdminService } from "./user-admin-service.js";
import type { UserService } from "./user-service.js";

/** Profile, avatar, organization users and account deletion (spec §7 "Auth and user"). */
export function registerUserHandlers(table: HandlerTable, users: UserService, avatars: AvatarService, admin: UserAdminService): void {
  registerHandlers(table, {
    "/user/profile/get": ({ caller }) => users.profile(caller),
    "/user/profile/update": ({ caller, data }) => users.updateProfile(caller, data),
    "/user/avatar/update": ({ caller, files }) => avatars.replace(caller.user.userId, files),
    "/user/query": ({ caller, data }) => users.query(caller, data),
    "/user/state/update": ({ caller, data }) => admin.setState(caller, data.userId, data.state),
    "/user/delete": ({ caller, data }) => admin.remove(caller, data.userId),
    "/user/admin/update": ({ caller, data }) => admin.setAdmin(caller, data.userId, data.isAdmin),
    "/user/role/update": ({ caller, data }) => admin.setRole(caller, data.userId, data.roleId),
    "/user/choose": ({ caller, data }) => users.choose(caller, data.keyword),
    "/user/unregister-check": ({ caller }) => users.unregisterCheck(caller),
    "/user/unregister": ({ caller, data }) => users.unregister(caller, data.password),
  });
}
