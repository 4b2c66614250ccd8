import { audited, auditedRemoval } from "../op-logs/op-log-line.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import type { RoleService } from "./role-service.js";

/** Role calls (spec §6, §7 "Invites and org"). */
export function registerRoleHandlers(table: HandlerTable, roles: RoleService, opLog?: OpLogWriter): void {
  registerHandlers(table, {
    "/role/list": ({ caller }) => roles.list(caller),
    "/role/add": (c) => audited(opLog, c, "role", "role.create", c.data.roleName)(roles.add(c.caller, c.data)),
    "/role/edit": (c) => audited(opLog, c, "role", "role.update", c.data.roleName)(roles.edit(c.caller, c.data)),
    "/role/delete": (c) => auditedRemoval(opLog, c, "role", "role.delete", c.data.roleId)(roles.remove(c.caller, c.data.roleId)),
  });
}
