import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Whether the current /vms call has written an operation-log line of its own. The dispatcher's
 * fallback (op-log-fallback.ts) runs each write call in a scope; every line the service writes
 * during it marks the scope, so a call its handler audited explicitly never gets a second line.
 */
const scope = new AsyncLocalStorage<{ written: boolean }>();

/** Runs `work` in a fresh scope and answers its result with whether a line was written meanwhile. */
export async function withOpLogScope<T>(work: () => Promise<T>): Promise<{ result: T; written: boolean }> {
  const state = { written: false };
  const result = await scope.run(state, work);
  return { result, written: state.written };
}

/** Called by the writer for every line: marks the current call (if any) as audited. */
export function markOpLogWritten(): void {
  const state = scope.getStore();
  if (state) state.written = true;
}
