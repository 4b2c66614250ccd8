// The nonce store's batching (decisions 0008, 0013) against a stand-in for the database: which
// statements it sends, not what PostgreSQL does with them (nonce-epoch.integration.test.ts).
import { describe, expect, it } from "vitest";
import type { AppDatabase } from "../../db/database.js";
import { attachNamedRunner, type NamedStatement } from "../../db/named-statement.js";
import { createNonceStore } from "./nonce-store.js";

/** A database that records each statement and inserts like `on conflict do nothing returning`. */
function fakeDatabase(epoch = 0) {
  const stored = new Set<string>();
  const statements: Array<{ statement: NamedStatement; nonces: string[] }> = [];
  // Statements wait at the gate until the test opens it.
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const db = {} as AppDatabase;
  attachNamedRunner(db, async (statement, values) => {
    const nonces = values[0] as string[];
    statements.push({ statement, nonces });
    await gate;
    const fresh = nonces.filter((n) => !stored.has(n));
    fresh.forEach((n) => stored.add(n));
    return fresh.map((nonce) => ({ nonce, epoch }));
  });
  return { db, statements, open };
}

const expiry = new Date(Date.now() + 600_000);

describe("nonce store batching", () => {
  it("writes the nonces of one turn of the event loop with one statement, always the same named one", async () => {
    const fake = fakeDatabase();
    fake.open();
    const store = createNonceStore(fake.db);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => store.consume(`n${i}`, expiry)));
    expect(answers).toEqual(Array(10).fill(true));
    expect(fake.statements.map((s) => s.nonces.length)).toEqual([10]);
    await store.consume("n10", expiry);
    expect(fake.statements.map((s) => s.statement.name)).toEqual(["vms_insert_nonces", "vms_insert_nonces"]);
    expect(fake.statements[0]!.statement.text).toBe(fake.statements[1]!.statement.text);
  });

  it("equal nonces in one batch: the first passes, the others are replays", async () => {
    const fake = fakeDatabase();
    fake.open();
    const store = createNonceStore(fake.db);
    expect(await Promise.all([store.consume("same", expiry), store.consume("same", expiry), store.consume("other", expiry)])).toEqual([true, false, true]);
    expect(fake.statements.map((s) => s.nonces)).toEqual([["same", "other"]]);
  });

  it("nonces arriving while a statement runs go together in the next one", async () => {
    const fake = fakeDatabase();
    const store = createNonceStore(fake.db);
    const first = store.consume("a", expiry);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [store.consume("b", expiry), store.consume("c", expiry), store.consume("a", expiry)];
    fake.open();
    expect(await Promise.all([first, ...later])).toEqual([true, true, true, false]);
    expect(fake.statements.map((s) => s.nonces)).toEqual([["a"], ["b", "c", "a"]]);
  });

  it("decision 0011: a request signed in the epoch's own millisecond passes; one signed before it answers 4500", async () => {
    // The epoch comes from now() with microseconds; the api-client retries a 4500 at the server time
    // it was told, which can be that same millisecond.
    const fake = fakeDatabase(1_795_800_617_291.678);
    fake.open();
    const store = createNonceStore(fake.db);
    await expect(store.consume("same-ms", expiry, 1_795_800_617_291)).resolves.toBe(true);
    await expect(store.consume("before", expiry, 1_795_800_617_290)).rejects.toMatchObject({ code: 4500 });
  });
});
