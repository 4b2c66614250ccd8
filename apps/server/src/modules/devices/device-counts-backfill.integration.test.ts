// Decision 0013: migration 0012 fills the `device_counts` rollup from the devices already bound.
// A database is migrated up to 0011, given devices, then migrated to the end.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { TRIGRAM_EXTENSION, type AppDatabase } from "../../db/database-handle.js";
import * as schema from "../../db/schema/index.js";
import { MIGRATIONS_DIR } from "../../db/migrations-dir.js";
import { createTestOrg } from "../../test-support/accounts.js";
import { createTestDatabase } from "../../test-support/postgres.js";
import { describeOnEngines } from "../../test-support/test-server.js";

const ROLLUP_MIGRATION = "0012_device-counts";

/** A copy of the migrations folder that stops before the rollup's migration. */
async function migrationsBefore(tag: string, dir: string): Promise<string> {
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const index = journal.entries.findIndex((e) => e.tag === tag);
  if (index < 0) throw new Error(`migration ${tag} not in the journal`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

describeOnEngines("device counts backfill (migration 0012)", (engine) => {
  let tempDir = "";
  let db: AppDatabase;
  let migrateTo: (folder: string) => Promise<void>;
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), "vms-backfill-"));
    if (engine === "pglite") {
      const client = await PGlite.create({ extensions: { pg_trgm } });
      await client.exec(TRIGRAM_EXTENSION);
      const pgliteDb = drizzlePglite({ client, schema });
      db = pgliteDb;
      migrateTo = (migrationsFolder) => migratePglite(pgliteDb, { migrationsFolder });
      close = () => client.close();
    } else {
      const database = await createTestDatabase();
      const pool = new pg.Pool({ connectionString: database.url, max: 2 });
      await pool.query(TRIGRAM_EXTENSION);
      const pgDb = drizzleNodePg({ client: pool, schema });
      db = pgDb;
      migrateTo = (migrationsFolder) => migrateNodePg(pgDb, { migrationsFolder });
      close = async () => {
        await pool.end();
        await database.drop();
      };
    }
  });

  afterAll(async () => {
    await close();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });

  it("counts the devices bound before the migration, key by key", async () => {
    await migrateTo(await migrationsBefore(ROLLUP_MIGRATION, path.join(tempDir, "drizzle")));
    const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
    for (const name of ["Early Co", "Later Co"]) {
      const { orgId } = await createTestOrg(db, name, []);
      await db.execute(sql`
        insert into sites (org_id, parent_id, path, depth, name, scene, city, contact_person, contact_phone)
        select ${orgId}::uuid, null, '', 1, 'Site ' || g, 1, 'City', 'Contact', '12345' from generate_series(1, 3) g`);
      await db.execute(sql`
        with s as (select array_agg(id order by name) as ids from sites where org_id = ${orgId}::uuid)
        insert into devices (org_id, site_id, sn, name, dev_type, status)
        select ${orgId}::uuid, s.ids[1 + g % 3], ${name} || g, 'Device ' || g, (array[1, 2, 3])[1 + (g / 3) % 3], 1 + (g % 4 = 0)::int
        from generate_series(1, 250) g cross join s`);
    }
    expect(await rows(sql`select to_regclass('device_counts') as t`)).toEqual([{ t: null }]);

    await migrateTo(MIGRATIONS_DIR);
    const rollup = await rows(sql`select org_id, site_id, dev_type, status, n from device_counts order by 1, 2, 3, 4`);
    const counted = await rows(sql`select org_id, site_id, dev_type, status, count(*)::int as n from devices group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
    expect(rollup).toHaveLength(2 * 9 * 2); // organizations × (site, type) × status
    expect(rollup).toEqual(counted);
    // And from here the triggers keep it.
    await db.execute(sql`update devices set status = 2 where sn like 'Early Co%'`);
    expect(await rows(sql`select org_id, site_id, dev_type, status, n from device_counts order by 1, 2, 3, 4`)).toEqual(
      await rows(sql`select org_id, site_id, dev_type, status, count(*)::int as n from devices group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    );
  });
});
