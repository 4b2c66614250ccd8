// Issue 32 "Streams": tickets in the shared table, hashed, single use, 30 s, so that any instance
// may issue a ticket the serving one accepts. Two stores on one database stand for two instances.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { createTicketStore, TICKET_TTL_MS } from "./stream-tickets.js";

const binding = { orgId: "o1", userId: "u1", sn: "SN1", chlIndex: 2, stream: "sub" as const };

describeOnEngines("stream tickets in the shared table (spec §7 /device/access-token/get, issue 32)", (engine) => {
  const server = useServer(engine);
  const db = () => server().app.vms.database.db;
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;

  it("a ticket issued on one instance opens once on another: its binding, then nothing; only its sha256 is stored", async () => {
    const a = createTicketStore(db(), Date.now);
    const b = createTicketStore(db(), Date.now);
    const issued = await a.issue({ ...binding, session: { kind: "playback", params: { startTime: 1, endTime: 2, source: "local" } } });
    expect(issued.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await rows<{ hash: string }>(sql`select hash from stream_tickets`);
    expect(stored.map((r) => r.hash)).not.toContain(issued.ticket);
    expect(await b.consume(issued.ticket)).toEqual({ ...binding, session: { kind: "playback", params: { startTime: 1, endTime: 2, source: "local" } } });
    expect(await a.consume(issued.ticket)).toBeNull();
    expect(await b.consume("not-a-ticket")).toBeNull();
  });

  it("two sockets racing on one ticket: exactly one opens", async () => {
    const stores = Array.from({ length: 3 }, () => createTicketStore(db(), Date.now));
    const { ticket } = await stores[0]!.issue(binding);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => stores[i % 3]!.consume(ticket)));
    expect(answers.filter((a) => a !== null)).toHaveLength(1);
  });

  it("expires after 30 s; expired tickets are purged", async () => {
    let now = Date.now();
    const store = createTicketStore(db(), () => now);
    const old = await store.issue(binding);
    expect(old.expiresAt).toBe(now + TICKET_TTL_MS);
    now += TICKET_TTL_MS;
    expect(await store.consume(old.ticket)).toBeNull();
    const kept = await store.issue(binding);
    expect(await store.deleteExpired(new Date(now))).toBeGreaterThanOrEqual(1);
    expect(await store.consume(kept.ticket)).toEqual(binding);
  });

  it("a batch is written at once, each ticket distinct; the table is UNLOGGED", async () => {
    const store = createTicketStore(db(), Date.now);
    const issued = await store.issueMany(Array.from({ length: 16 }, (_, chlIndex) => ({ ...binding, chlIndex })));
    expect(new Set(issued.map((t) => t.ticket)).size).toBe(16);
    expect((await Promise.all(issued.map((t) => store.consume(t.ticket)))).map((b) => b?.chlIndex)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(await rows<{ relpersistence: string }>(sql`select relpersistence from pg_class where relname = 'stream_tickets'`)).toEqual([{ relpersistence: "u" }]);
  });
});

describe("ticket randomness", () => {
  it("a thousand tickets are distinct", async () => {
    const { newTicket } = await import("./stream-tickets.js");
    expect(new Set(Array.from({ length: 1000 }, newTicket)).size).toBe(1000);
  });
});
