import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_DIR } from "../server-paths.js";
import type { DatabaseHandle } from "./database-handle.js";
import * as schema from "./schema/index.js";

/** Opens (creating if needed) the embedded PGlite database stored in `dir`. */
export async function openPglite(dir: string): Promise<DatabaseHandle> {
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle({ client, schema });
  let migrated = false;
  return {
    kind: "pglite",
    db,
    async migrate() {
      // PGlite is single-process, so no lock is needed around the migrator.
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
