import { registerHandlers, type HandlerTable } from "../../plugins/envelope/handler-table.js";
import type { RoleService } from "./role-service.js";

/** Role calls (spec §6, §7 "Invites and org"). */
export function registerRoleHandlers(table: HandlerTable, roles: RoleService): void {
  registerHandlers(table, {
    "/role/list": ({ caller }) => roles.list(caller),
    "/role/add": ({ caller, data }) => roles.add(caller, data),
    "/role/edit": ({ caller, data }) => roles.edit(caller, data),
    "/role/delete": ({ caller, data }) => roles.remove(caller, data.roleId),
  });
}
