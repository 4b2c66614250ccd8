import { AsyncLocalStorage } from "node:async_hooks";
import type { OpLogEntry } from "./op-log-port.js";

/**
 * One /vms write call's operation-log line (docs/op-logs.md). The dispatcher's fallback opens the
 * scope with the call's generic line; a handler that audits the call replaces it before the change
 * starts. The line then rides the change's first write that changed a row (db/ride-along.ts):
 * "carried" once that write committed with it. A call that changed no row has its line written
 * afterwards only when its change lies elsewhere (a device accepted a command) or its service
 * reported the operation itself (an export); otherwise it changed nothing and leaves no line.
 */
export interface OpLogScopeState {
  /** The line to write; null when the call's module is unknown. */
  line: OpLogEntry | null;
  /** Taken by a write whose transaction has not finished yet. */
  taken: boolean;
  /** Id of the line a committed write carried. */
  carriedId: number | null;
  /** The carried line was given its final action and detail by the service. */
  refined: boolean;
  /** The call has ended: work it left running writes no line of its own. */
  closed: boolean;
  /** The call's operation happened outside our rows (a device command) or was reported by its service. */
  standalone: boolean;
}

const scope = new AsyncLocalStorage<OpLogScopeState>();

/** Runs `work` in a scope holding `line`; answers its result and the scope as the call left it. */
export async function withOpLogScope<T>(line: OpLogEntry | null, work: () => Promise<T>): Promise<{ result: T; state: OpLogScopeState }> {
  const state: OpLogScopeState = { line, taken: false, carriedId: null, refined: false, closed: false, standalone: false };
  try {
    return { result: await scope.run(state, work), state };
  } finally {
    state.closed = true;
  }
}

/** The open scope of the current call, if any. */
export function currentOpLogScope(): OpLogScopeState | null {
  const state = scope.getStore();
  return state && !state.closed ? state : null;
}

/** True when the call's line is still to be written (not carried, not being carried). */
export const lineOutstanding = (state: OpLogScopeState): boolean => state.line !== null && !state.taken && state.carriedId === null;

/**
 * The current call changed something outside our database (a device accepted a command): its line
 * is written after it succeeded even though no row of ours carried it (decision 0022).
 */
export function noteChangeElsewhere(): void {
  const state = currentOpLogScope();
  if (state) state.standalone = true;
}
