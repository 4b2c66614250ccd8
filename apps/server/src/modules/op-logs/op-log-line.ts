import type { Caller } from "../access/caller.js";
import type { OpLogWriter } from "./op-log-port.js";

/**
 * Writes one operation-log line once a handler's operation has succeeded, and passes its result
 * on: `"/role/delete": (c) => audited(opLog, c, "role", "role.delete", c.data.roleId)(roles.remove(…))`.
 * Nothing is written when the operation fails, or when no writer is wired.
 */
export function audited(
  opLog: OpLogWriter | undefined,
  ctx: { caller: Caller; request: { ip: string } },
  module: string,
  action: string,
  detail: string,
) {
  return async <T>(operation: Promise<T> | T): Promise<T> => {
    const result = await operation;
    opLog?.({ orgId: ctx.caller.user.orgId, userId: ctx.caller.user.userId, module, action, detail, ip: ctx.request.ip });
    return result;
  };
}
