import type { FastifyBaseLogger } from "fastify";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { MIGRATIONS_DIR } from "./migrations-dir.js";
import { TRIGRAM_EXTENSION, type DatabaseHandle } from "./database-handle.js";
import { attachNamedRunner } from "./named-statement.js";
import { createRideAlongSlot } from "./ride-along.js";
import { rideAlongPool } from "./ride-along-pg.js";
import * as schema from "./schema/index.js";

// Arbitrary constant shared by every instance: several API instances starting together on one
// PostgreSQL take this advisory lock so exactly one applies the migrations.
const MIGRATION_LOCK_KEY = 7_324_019_551;

/** Opens a connection pool on PostgreSQL. */
export async function openPostgres(url: string, log: FastifyBaseLogger): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection emits 'error' on the pool; unhandled it would kill the process.
  pool.on("error", (err) => log.error({ err }, "PostgreSQL pool error"));
  const rideAlong = createRideAlongSlot();
  const client = rideAlongPool(pool, rideAlong);
  const db = drizzle({ client, schema });
  attachNamedRunner(db, async ({ name, text }, values) => (await client.query({ name, text, values })).rows);
  let migrated = false;
  let closed = false;
  return {
    kind: "postgres",
    db,
    rideAlong,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          await client.query(TRIGRAM_EXTENSION);
          await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
      migrated = true;
    },
    isMigrated: () => migrated,
    async close() {
      migrated = false;
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
