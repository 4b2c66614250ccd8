import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_DIR } from "./migrations-dir.js";
import { TRIGRAM_EXTENSION, type DatabaseHandle } from "./database-handle.js";
import { attachNamedRunner } from "./named-statement.js";
import { createRideAlongSlot } from "./ride-along.js";
import { rideAlongPglite } from "./ride-along-pglite.js";
import * as schema from "./schema/index.js";

/** Opens (creating if needed) the embedded PGlite database stored in `dir`. */
export async function openPglite(dir: string): Promise<DatabaseHandle> {
  await mkdir(dir, { recursive: true });
  // pg_trgm backs the plate text index (docs/events.md); PGlite ships it as a contrib extension.
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const rideAlong = createRideAlongSlot();
  const wrapped = rideAlongPglite(client, rideAlong);
  const db = drizzle({ client: wrapped, schema });
  attachNamedRunner(db, async ({ text }, values) => (await wrapped.query(text, values)).rows);
  let migrated = false;
  return {
    kind: "pglite",
    db,
    rideAlong,
    async migrate() {
      // PGlite is single-process, so no lock is needed around the migrator.
      await client.exec(TRIGRAM_EXTENSION);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      migrated = true;
    },
    isMigrated: () => migrated,
    async close() {
      migrated = false;
      if (!client.closed) await client.close();
    },
  };
}
