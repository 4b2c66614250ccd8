import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { RideAlongSlot } from "./ride-along.js";
import type * as schema from "./schema/index.js";

// The drivers (pglite.ts, postgres.ts) build these and database.ts loads the drivers, so the types
// live apart from both: no import cycle.

/**
 * The one Drizzle type repositories see. PGlite and node-postgres databases both extend
 * PgDatabase, so repositories never know which driver runs underneath.
 */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Which engine backs the database. */
export type DatabaseKind = "pglite" | "postgres";

/** An open database plus its lifecycle. */
export interface DatabaseHandle {
  readonly kind: DatabaseKind;
  readonly db: AppDatabase;
  /** The statement that commits with an operation's change (the operation log plugs in; ride-along.ts). */
  readonly rideAlong: RideAlongSlot;
  /** Applies pending migrations from apps/server/drizzle. */
  migrate(): Promise<void>;
  /** True once migrate() has completed. */
  isMigrated(): boolean;
  /** Closes connections; the handle is unusable afterwards. */
  close(): Promise<void>;
}

/**
 * Run before the migrations: the events' plate text index uses pg_trgm (a trusted extension since
 * PostgreSQL 13, so the database owner may create it; PGlite loads it from its contrib build).
 */
export const TRIGRAM_EXTENSION = "create extension if not exists pg_trgm";
