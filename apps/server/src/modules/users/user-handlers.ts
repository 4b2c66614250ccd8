import { registerHandlers, type HandlerTable } from "../../plugins/envelope/handler-table.js";
import type { AvatarService } from "./avatar-service.js";
import type { UserService } from "./user-service.js";

/** Profile, avatar, organization users and account deletion (spec §7 "Auth and user"). */
export function registerUserHandlers(table: HandlerTable, users: UserService, avatars: AvatarService): void {
  registerHandlers(table, {
    "/user/profile/get": ({ caller }) => users.profile(caller),
    "/user/profile/update": ({ caller, data }) => users.updateProfile(caller, data),
    "/user/avatar/update": ({ caller, files }) => avatars.replace(caller.user.userId, files),
    "/user/query": ({ caller, data }) => users.query(caller, data),
    "/user/choose": ({ caller, data }) => users.choose(caller, data.keyword),
    "/user/unregister-check": ({ caller }) => users.unregisterCheck(caller),
    "/user/unregister": ({ caller, data }) => users.unregister(caller, data.password),
  });
}
