/**
 * A statement that must commit together with the current operation's change, or not at all: the
 * operation log's line (spec §3 operation log, docs/op-logs.md "In the change's transaction").
 *
 * Repositories never see it. The database handle wraps its driver client: the first write of an
 * operation that runs outside a transaction runs as BEGIN; write; statement; COMMIT, and a
 * transaction that wrote runs the statement just before its COMMIT. Only a write that changed a
 * row counts: an update or delete that matched nothing, or an insert that conflicted into nothing,
 * changed nothing and carries nothing. A failed write or commit, or a write that changed nothing,
 * puts the statement back, so it rides the next change or is never written.
 */
export interface RideAlongStatement {
  sql: string;
  params: unknown[];
  /** The transaction that carried the statement committed; `rows` is what the statement returned. */
  committed(rows: unknown[]): void;
  /** The transaction failed: the statement is pending again. */
  restore(): void;
}

/** Who has a statement for the current async context (the operation-log scope of a /vms call). */
export interface RideAlongSource {
  /** True when a write to `table` is the kind of change a statement rides (not housekeeping). */
  carries(table: string): boolean;
  /** The pending statement of the current context, taken (a second take answers null), or null. */
  take(): RideAlongStatement | null;
}

/** The handle's slot: empty until a module plugs its source in (the operation log does, at start). */
export interface RideAlongSlot extends RideAlongSource {
  use(source: RideAlongSource): void;
}

export function createRideAlongSlot(): RideAlongSlot {
  let source: RideAlongSource | null = null;
  return {
    use(next) {
      source = next;
    },
    carries: (table) => source?.carries(table) ?? false,
    take: () => source?.take() ?? null,
  };
}

// Drizzle writes `insert into "t"`, `update "t"`, `delete from "t"`; a schema prefix is allowed.
const WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?/i;

/** The table a statement writes, or null for anything else (reads, DDL, transaction control). */
export function writeTarget(text: string): string | null {
  return WRITE.exec(text)?.[1]?.toLowerCase() ?? null;
}

/** The SQL text of a driver call's first argument (a string or node-postgres' `{ text }` config). */
export function textOf(query: unknown): string {
  if (typeof query === "string") return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text : "";
}

/** A property of a wrapped driver object, methods bound to the object itself (drivers use private fields). */
export function bound(target: object, prop: string | symbol): unknown {
  const value: unknown = Reflect.get(target, prop, target);
  return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
}

/**
 * True when a driver's result says its statement changed rows (PGlite and node-postgres both give
 * the command tag's `rowCount`; PGlite also `affectedRows`). An unknown count counts as a change.
 */
export function changedRows(result: unknown): boolean {
  const r = result as { rowCount?: unknown; affectedRows?: unknown } | null;
  const count = typeof r?.rowCount === "number" ? r.rowCount : r?.affectedRows;
  return typeof count === "number" ? count > 0 : true;
}

/**
 * Runs `work` with `statement`; `rows` null means the work changed nothing and did not run it. On
 * failure, or when not run, puts the statement back (and rethrows the failure).
 */
export async function carrying<T>(statement: RideAlongStatement, work: () => Promise<{ result: T; rows: unknown[] | null }>): Promise<T> {
  let outcome: { result: T; rows: unknown[] | null };
  try {
    outcome = await work();
  } catch (err) {
    statement.restore();
    throw err;
  }
  if (outcome.rows) statement.committed(outcome.rows);
  else statement.restore();
  return outcome.result;
}
