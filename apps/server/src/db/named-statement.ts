import type { AppDatabase } from "./database-handle.js";

/**
 * A hot statement of one fixed text, run by name: node-postgres prepares it once per pooled
 * connection and PostgreSQL then skips parsing and planning on every later run (drizzle's `sql`
 * cannot name a statement). On PGlite the name is unused: it runs the text as is.
 */
export interface NamedStatement {
  readonly name: string;
  readonly text: string;
}

/** Runs a named statement with positional values ($1, $2 …) and answers its rows. */
export type NamedRunner = (statement: NamedStatement, values: unknown[]) => Promise<unknown[]>;

// The drivers attach their runner to the drizzle database they build, so whoever holds the
// database can run named statements without knowing the driver underneath.
const runners = new WeakMap<AppDatabase, NamedRunner>();

/** Called by a driver (postgres.ts, pglite.ts) once it has built `db`. */
export function attachNamedRunner(db: AppDatabase, run: NamedRunner): void {
  runners.set(db, run);
}

/** Runs `statement` on the driver underneath `db`. */
export async function runNamed<T>(db: AppDatabase, statement: NamedStatement, values: unknown[]): Promise<T[]> {
  const run = runners.get(db);
  if (!run) throw new Error(`no named-statement runner attached to this database (${statement.name})`);
  return (await run(statement, values)) as T[];
}
