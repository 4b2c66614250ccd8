import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createTestDatabase } from "../test-support/postgres.js";
import { describeOnEngines } from "../test-support/test-server.js";
import type { DatabaseHandle } from "./database-handle.js";
import { openPglite } from "./pglite.js";
import { openPostgres } from "./postgres.js";
import type { RideAlongSource } from "./ride-along.js";

/** A source with one pending statement (a line into `lines`), counting what happened to it. */
function oneLine(carried: (table: string) => boolean = (table) => table !== "lines") {
  const seen = { taken: 0, committed: [] as unknown[][], restored: 0 };
  let pending = true;
  const source: RideAlongSource = {
    carries: carried,
    take() {
      if (!pending) return null;
      pending = false;
      seen.taken++;
      return {
        sql: "insert into lines (note) values ($1) returning id",
        params: ["the line"],
        committed: (rows) => seen.committed.push(rows),
        restore() {
          pending = true;
          seen.restored++;
        },
      };
    },
  };
  return { source, seen };
}

// Spec §3 operation log "in the same transaction as the change" (docs/op-logs.md): the driver-level
// ride-along, on both engines, without the rest of the server.
describeOnEngines("ride-along statement", (engine) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  const count = async (table: "changes" | "lines") => Number(((await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: Array<{ n: unknown }> }).rows[0]?.n);
  const insertChange = (id: number) => handle.db.execute(sql`insert into changes (id) values (${id})`);

  beforeAll(async () => {
    if (engine === "pglite") {
      const dir = await mkdtemp(path.join(os.tmpdir(), "vms-ride-along-"));
      handle = await openPglite(dir);
      cleanup = () => rm(dir, { recursive: true, force: true });
    } else {
      const database = await createTestDatabase();
      handle = await openPostgres(database.url, { error: () => undefined } as unknown as FastifyBaseLogger);
      cleanup = database.drop;
    }
    await handle.db.execute(sql`create table changes (id int primary key)`);
    await handle.db.execute(sql`create table lines (id serial primary key, note text not null)`);
  });
  afterAll(async () => {
    await handle.close();
    await cleanup();
  });
  const none: RideAlongSource = { carries: () => false, take: () => null };
  beforeEach(async () => {
    handle.rideAlong.use(none);
    await handle.db.execute(sql`delete from changes`);
    await handle.db.execute(sql`delete from lines`);
  });

  it("a write outside a transaction commits with the statement, which learns its id", async () => {
    const { source, seen } = oneLine();
    handle.rideAlong.use(source);
    await insertChange(1);
    await insertChange(2);
    expect([await count("changes"), await count("lines")]).toEqual([2, 1]);
    expect(seen.taken).toBe(1);
    expect(seen.committed).toEqual([[{ id: expect.any(Number) }]]);
  });

  it("a statement that fails takes the write down with it, and is pending again", async () => {
    const { source, seen } = oneLine();
    handle.rideAlong.use({ ...source, take: () => { const s = source.take(); return s && { ...s, sql: "insert into missing_table values (1)" }; } });
    await expect(insertChange(1)).rejects.toThrow();
    expect([await count("changes"), await count("lines")]).toEqual([0, 0]);
    expect(seen.restored).toBe(1);
  });

  it("a write that fails leaves no statement; the next write carries it", async () => {
    const { source, seen } = oneLine();
    await insertChange(1);
    handle.rideAlong.use(source);
    await expect(insertChange(1)).rejects.toThrow();
    expect(await count("lines")).toBe(0);
    await insertChange(2);
    expect([await count("changes"), await count("lines")]).toEqual([2, 1]);
    expect(seen).toMatchObject({ taken: 2, restored: 1 });
  });

  it("a transaction that wrote runs the statement before its commit; one that failed writes neither", async () => {
    const { source, seen } = oneLine();
    handle.rideAlong.use(source);
    await expect(handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into changes (id) values (1)`);
      throw new Error("refused");
    })).rejects.toThrow("refused");
    expect([await count("changes"), await count("lines"), seen.taken]).toEqual([0, 0, 0]);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into changes (id) values (1)`);
      await tx.execute(sql`insert into changes (id) values (2)`);
    });
    expect([await count("changes"), await count("lines")]).toEqual([2, 1]);
    expect(seen.committed).toHaveLength(1);
  });

  it("issue 27: a write that changed no row (nothing matched, a conflict did nothing) carries nothing; the next change does", async () => {
    const { source, seen } = oneLine();
    await insertChange(1);
    handle.rideAlong.use(source);
    await handle.db.execute(sql`delete from changes where id = 99`);
    await handle.db.execute(sql`update changes set id = 98 where id = 97`);
    await handle.db.execute(sql`insert into changes (id) values (1) on conflict do nothing`);
    expect(await count("lines")).toBe(0);
    expect(seen.committed).toEqual([]);
    await handle.db.execute(sql`delete from changes where id = 1`);
    expect([await count("changes"), await count("lines")]).toEqual([0, 1]);
    expect(seen.committed).toHaveLength(1);
  });

  it("issue 27: a transaction whose writes changed no row commits without the statement", async () => {
    const { source, seen } = oneLine();
    handle.rideAlong.use(source);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`delete from changes where id = 99`);
      await tx.execute(sql`update changes set id = 2 where id = 3`);
    });
    expect([await count("lines"), seen.committed.length]).toEqual([0, 0]);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`delete from changes where id = 99`);
      await tx.execute(sql`insert into changes (id) values (5)`);
    });
    expect([await count("changes"), await count("lines"), seen.committed.length]).toEqual([1, 1, 1]);
  });

  it("reads, read-only transactions and writes the source does not carry leave the statement pending", async () => {
    const { source, seen } = oneLine((table) => table === "changes");
    handle.rideAlong.use(source);
    await handle.db.execute(sql`select count(*) from changes`);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select count(*) from changes`);
    });
    await handle.db.execute(sql`insert into lines (note) values ('housekeeping')`);
    expect(seen.taken).toBe(0);
    await insertChange(1);
    expect(seen.taken).toBe(1);
    expect(await count("lines")).toBe(2);
  });
});
