import type { Caller } from "../access/caller.js";
import type { OpLogWriter } from "./op-log-port.js";
import { currentOpLogScope, lineOutstanding } from "./op-log-scope.js";

/**
 * The operation-log line of a handler's operation, with the handler's wording:
 * `"/role/delete": (c) => audited(opLog, c, "role", "role.delete", c.data.roleId)(roles.remove(…))`.
 * `audited(…)` runs before the operation starts, so inside a call's scope the line is set first and
 * rides the operation's change (op-log-scope.ts); without a scope it is written once the operation
 * succeeded. Nothing is written when the operation fails, or when no writer is wired.
 */
export function audited(
  opLog: OpLogWriter | undefined,
  ctx: { caller: Caller; request: { ip: string } },
  module: string,
  action: string,
  detail: string,
) {
  const entry = { orgId: ctx.caller.user.orgId, userId: ctx.caller.user.userId, module, action, detail, ip: ctx.request.ip };
  const state = opLog ? currentOpLogScope() : null;
  const inScope = state !== null && lineOutstanding(state);
  if (inScope) state.line = entry;
  return async <T>(operation: Promise<T> | T): Promise<T> => {
    const result = await operation;
    if (!inScope) opLog?.(entry);
    return result;
  };
}
