import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDatabase, DatabaseHandle } from "./database-handle.js";

export type { AppDatabase, DatabaseHandle, DatabaseKind } from "./database-handle.js";

/** Where and how to open the database. */
export interface DatabaseOptions {
  /** PostgreSQL connection string; null opens PGlite in `pgliteDir`. */
  databaseUrl: string | null;
  pgliteDir: string;
  log: FastifyBaseLogger;
}

const PING_TIMEOUT_MS = 2_000;

/** Resolves when the database answers `select 1` within 2 s; rejects otherwise. */
export async function pingDatabase(db: AppDatabase): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database ping timed out")), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Opens PostgreSQL when a URL is configured, else PGlite (drivers load lazily: each is heavy). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { openPostgres } = await import("./postgres.js");
    return openPostgres(options.databaseUrl, options.log);
  }
  const { openPglite } = await import("./pglite.js");
  return openPglite(options.pgliteDir);
}
