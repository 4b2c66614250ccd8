import { sql } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { busBodies, busLog } from "../../db/schema/index.js";
import { describePostgres, useServer } from "../../test-support/test-server.js";
import type { BusMeta, InstanceBus } from "./instance-bus.js";
import { createPostgresBus, MAX_INLINE_BYTES, type PostgresBusOptions } from "./postgres-bus.js";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 8_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await check()); await later(20)) if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
}

// Decision 0039: two instances' buses on one PostgreSQL database.
describePostgres("PostgreSQL instance bus", () => {
  const server = useServer("postgres");
  const buses: InstanceBus[] = [];
  const open = async (instanceId: string, extra: Partial<PostgresBusOptions> = {}) => {
    const { app } = server();
    const bus = await createPostgresBus({ url: app.vms.config.databaseUrl as string, db: app.vms.database.db, instanceId, log: app.log, ...extra });
    buses.push(bus);
    return bus;
  };
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });
  const collect = (bus: InstanceBus, channel: string) => {
    const seen: Array<{ payload: unknown; meta: BusMeta }> = [];
    bus.subscribe(channel, (payload, meta) => seen.push({ payload, meta }));
    return seen;
  };

  it("a publish reaches the other instance once, with its id and origin, and the publisher's own subscribers once", async () => {
    const [a, b] = [await open("bus-a"), await open("bus-b")];
    const onA = collect(a, "t.small");
    const onB = collect(b, "t.small");
    await b.listening();
    await a.publish("t.small", { hello: "world" });
    expect(onA.map((m) => m.payload)).toEqual([{ hello: "world" }]);
    await waitFor(() => onB.length === 1, "delivery on B");
    expect(onB[0]).toEqual({ payload: { hello: "world" }, meta: { id: onA[0]!.meta.id, from: "bus-a" } });
    await later(200);
    expect(onA).toHaveLength(1);
    expect(onB).toHaveLength(1);
  });

  it("a body over the NOTIFY limit travels through bus_bodies and keeps its place between small ones", async () => {
    const [a, b] = [await open("bus-a"), await open("bus-b")];
    const onB = collect(b, "t.large");
    await b.listening();
    const big = { text: "é".repeat(MAX_INLINE_BYTES), list: Array.from({ length: 500 }, (_, i) => i) };
    const before = (await server().app.vms.database.db.select({ n: sql<number>`count(*)::int` }).from(busBodies))[0]!.n;
    void a.publish("t.large", { n: 1 });
    void a.publish("t.large", big);
    await a.publish("t.large", { n: 3 });
    await waitFor(() => onB.length === 3, "three deliveries on B");
    expect(onB.map((m) => m.payload)).toEqual([{ n: 1 }, big, { n: 3 }]);
    const after = (await server().app.vms.database.db.select({ n: sql<number>`count(*)::int` }).from(busBodies))[0]!.n;
    expect(after - before).toBe(1);
  });

  it("a dropped listener connection reconnects, LISTENs again and tells its subscribers", async () => {
    const [a, b] = [await open("bus-a"), await open("bus-b", { reconnectMs: 50 })];
    const onB = collect(b, "t.again");
    let reconnects = 0;
    b.onReconnect(() => (reconnects += 1));
    await b.listening();
    const { db } = server().app.vms.database;
    const killed = await db.execute(sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = 'vms-bus bus-b'`);
    expect((killed as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    await waitFor(() => reconnects === 1, "reconnected");
    await b.listening();
    await a.publish("t.again", { after: true });
    await waitFor(() => onB.length === 1, "delivery after the reconnect");
    expect(onB[0]!.payload).toEqual({ after: true });
  });

  it("large bodies are purged after their time to live", async () => {
    const a = await open("bus-a", { bodyTtlMs: 300 });
    await a.publish("t.purge", { text: "x".repeat(MAX_INLINE_BYTES + 10) });
    const { db } = server().app.vms.database;
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(busBodies))[0]!.n;
    expect(await count()).toBeGreaterThan(0);
    await waitFor(async () => (await count()) === 0, "purged");
  });

  it("messages published while the listener was reconnecting are replayed: none lost, none twice, in order", async () => {
    const [a, b] = [await open("bus-a"), await open("bus-b", { reconnectMs: 300 })];
    const onB = collect(b, "t.replay");
    let reconnects = 0;
    b.onReconnect(() => (reconnects += 1));
    await b.listening();
    const big = { text: "y".repeat(MAX_INLINE_BYTES + 100) };
    const sent: unknown[] = [];
    const send = async (payload: unknown) => {
      sent.push(payload);
      await a.publish("t.replay", payload);
    };
    for (let n = 0; n < 10; n += 1) await send({ n });
    await waitFor(() => onB.length === 10, "delivered before the drop");
    const { db } = server().app.vms.database;
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'vms-bus bus-b'`);
    // While B's listener is gone (it waits 300 ms before reconnecting): a NOTIFY reaches nobody.
    for (let n = 10; n < 20; n += 1) await send(n === 15 ? big : { n });
    expect(reconnects).toBe(0);
    // Then messages keep coming while B LISTENs again and replays, and after.
    let n = 20;
    while (reconnects === 0) await send({ n: n++ });
    for (const end = n + 20; n < end; ) await send({ n: n++ });
    await waitFor(() => onB.length >= sent.length, "every message on B");
    await later(300);
    expect(onB.map((m) => m.payload)).toEqual(sent);
    expect(new Set(onB.map((m) => m.meta.id)).size).toBe(sent.length);
  });

  it("the replay log is purged after its window", async () => {
    const a = await open("bus-a", { replayWindowMs: 300 });
    await a.publish("t.purge-log", { n: 1 });
    const { db } = server().app.vms.database;
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(busLog))[0]!.n;
    expect(await count()).toBeGreaterThan(0);
    await waitFor(async () => (await count()) === 0, "purged");
  });
});
