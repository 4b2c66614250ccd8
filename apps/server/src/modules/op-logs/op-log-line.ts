import type { OpLogAction } from "@vms/api-client";
import { deletedDetail, type OpLogEntry, type OpLogWriter } from "./op-log-port.js";
import { currentOpLogScope, lineOutstanding } from "./op-log-scope.js";
import type { Caller } from "../../core/caller.js";

type AuditContext = { caller: Caller; request: { ip: string } };

const entryOf = (ctx: AuditContext, module: string, action: OpLogAction, detail: string): OpLogEntry => ({
  orgId: ctx.caller.user.orgId,
  userId: ctx.caller.user.userId,
  module,
  action,
  detail,
  ip: ctx.request.ip,
});

/** Sets the call's line before its operation starts, so it rides the operation's change; true when in a call's scope. */
function ride(opLog: OpLogWriter | undefined, entry: OpLogEntry): boolean {
  const state = opLog ? currentOpLogScope() : null;
  const inScope = state !== null && lineOutstanding(state);
  if (inScope) state.line = entry;
  return inScope;
}

/**
 * The operation-log line of a handler's operation, with the handler's wording:
 * `"/role/add": (c) => audited(opLog, c, "role", "role.create", c.data.roleName)(roles.add(…))`.
 * `audited(…)` runs before the operation starts, so inside a call's scope the line is set first and
 * rides the operation's change (op-log-scope.ts); without a scope it is written once the operation
 * succeeded. Nothing is written when the operation fails or changes no row, or when no writer is wired.
 */
export function audited(opLog: OpLogWriter | undefined, ctx: AuditContext, module: string, action: OpLogAction, detail: string) {
  const entry = entryOf(ctx, module, action, detail);
  const inScope = ride(opLog, entry);
  return async <T>(operation: Promise<T> | T): Promise<T> => {
    const result = await operation;
    if (!inScope) opLog?.(entry);
    return result;
  };
}

/** What a removal answers: the rows it deleted, each with its name (title, number …) and id. */
type Removed = ReadonlyArray<{ name: string; id: string }>;

const nothing = (): Record<string, never> => ({});

/**
 * The line of a deletion, naming what it deleted (issue 27): the operation answers the rows it
 * removed; the line, set before it starts with the requested `ids` so it rides the removal, is then
 * worded `Name (id), …` from them. A removal that deleted nothing leaves no line. The call answers
 * `answer(removed)`, by default `{}`.
 */
export function auditedRemoval<A = Record<string, never>>(
  opLog: OpLogWriter | undefined,
  ctx: AuditContext,
  module: string,
  action: OpLogAction,
  ids: string,
  answer: (removed: Removed) => A = nothing as () => A,
) {
  ride(opLog, entryOf(ctx, module, action, ids));
  return async (operation: Promise<Removed>): Promise<A> => {
    const removed = await operation;
    // In the call's scope this words the line its removal carried; without a scope it writes it.
    if (removed.length > 0) opLog?.(entryOf(ctx, module, action, deletedDetail(removed)));
    return answer(removed);
  };
}
