import { randomUUID } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { AppDatabase } from "../../db/database.js";
import { busBodies } from "../../db/schema/index.js";
import { startPeriodicJob } from "../periodic-job.js";
import { checkChannel, LocalSubscribers, type BusMeta, type InstanceBus } from "./instance-bus.js";

export interface PostgresBusOptions {
  /** The connection string: the bus keeps one dedicated connection that LISTENs. */
  url: string;
  /** Publishes (NOTIFY) and large bodies go through the app's pool. */
  db: AppDatabase;
  instanceId: string;
  log: FastifyBaseLogger;
  /** Above this many bytes of JSON the body goes to `bus_bodies` (NOTIFY refuses 8,000 and more). */
  maxInlineBytes?: number;
  /** First wait before reconnecting the listener; doubles up to 5 s. */
  reconnectMs?: number;
  /** The listener answers `select 1` this often, else it is replaced (a half-open TCP never errors). */
  pingMs?: number;
  /** Large bodies older than this are deleted. */
  bodyTtlMs?: number;
}

/** What travels in a NOTIFY payload: the id and origin, then the body or the row holding it. */
type Wire = { i: string; f: string; b?: unknown; r?: number };

export const MAX_INLINE_BYTES = 7_000;
const PREFIX = "vms.";
const MAX_BATCH = 200;
const MAX_RECONNECT_MS = 5_000;

/** A bus channel as a quoted PostgreSQL identifier (checkChannel allows no quote). */
const pgChannel = (channel: string) => PREFIX + checkChannel(channel);
const quoted = (channel: string) => `"${pgChannel(channel)}"`;

/**
 * The instance bus over PostgreSQL LISTEN/NOTIFY (decision 0039). One dedicated connection
 * LISTENs on one PostgreSQL channel per bus channel subscribed here; it reconnects and re-LISTENs
 * when dropped (then `onReconnect` listeners run: what was published meanwhile is lost). Publishes
 * are queued and sent in order, all those waiting in one statement; a body over `maxInlineBytes`
 * is inserted into the UNLOGGED `bus_bodies` and its NOTIFY carries the row id.
 */
export async function createPostgresBus(options: PostgresBusOptions): Promise<InstanceBus> {
  const { db, instanceId, log } = options;
  const maxInline = options.maxInlineBytes ?? MAX_INLINE_BYTES;
  const subscribers = new LocalSubscribers(log);
  const reconnectListeners = new Set<() => void>();
  let closed = false;

  // ---- publishing: one statement at a time, in order ----
  let outbox: Array<{ channel: string; wire: Wire; done: () => void }> = [];
  let sending: Promise<void> | null = null;

  async function sendBatch(batch: typeof outbox): Promise<void> {
    const pairs: [string, string][] = [];
    for (const { channel, wire } of batch) {
      let text = JSON.stringify(wire);
      if (Buffer.byteLength(text) > maxInline) {
        const [row] = await db.insert(busBodies).values({ channel, body: wire.b ?? null }).returning({ id: busBodies.id });
        text = JSON.stringify({ i: wire.i, f: wire.f, r: row!.id } satisfies Wire);
      }
      pairs.push([pgChannel(channel), text]);
    }
    // jsonb_array_elements keeps the array's order: the notifications leave in publish order.
    await db.execute(sql`select pg_notify(m->>0, m->>1) from jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) as m`);
  }

  function drain(): Promise<void> {
    sending ??= (async () => {
      while (outbox.length > 0 && !closed) {
        const batch = outbox.slice(0, MAX_BATCH);
        outbox = outbox.slice(batch.length);
        try {
          await sendBatch(batch);
        } catch (err) {
          log.error({ err, messages: batch.length }, "bus publish failed: messages dropped");
        }
        for (const message of batch) message.done();
      }
      sending = null;
    })();
    return sending;
  }

  // ---- receiving: one listener connection, deliveries in arrival order ----
  /** The listening connection and the channels it LISTENs on (a new connection starts with none). */
  let listener: pg.Client | null = null;
  let listened = new Set<string>();
  let inbox: Promise<void> = Promise.resolve();
  let listenChain: Promise<void> = Promise.resolve();

  async function bodyOf(wire: Wire): Promise<unknown> {
    if (wire.r === undefined) return wire.b;
    const [row] = await db.select({ body: busBodies.body }).from(busBodies).where(eq(busBodies.id, wire.r));
    if (!row) throw new Error(`bus body ${wire.r} is gone`);
    return row.body;
  }

  function onNotification(message: pg.Notification): void {
    if (!message.channel.startsWith(PREFIX) || message.payload === undefined) return;
    const channel = message.channel.slice(PREFIX.length);
    let wire: Wire;
    try {
      wire = JSON.parse(message.payload) as Wire;
    } catch (err) {
      return void log.warn({ err, channel }, "bus message is not JSON");
    }
    // Our own messages were delivered locally when published.
    if (wire.f === instanceId) return;
    const meta: BusMeta = { id: wire.i, from: wire.f };
    const read = bodyOf(wire);
    // Handled where the chain awaits it; this only keeps an early failure from counting as unhandled.
    read.catch(() => undefined);
    // Chained so that a message whose body is read from the table keeps its place.
    inbox = inbox.then(async () => {
      try {
        subscribers.deliver(channel, await read, meta);
      } catch (err) {
        log.warn({ err, channel, id: wire.i }, "bus message lost");
      }
    });
  }

  /** LISTENs (and UNLISTENs) until the connection's channels are the subscribed ones. */
  function syncListens(): Promise<void> {
    listenChain = listenChain.then(async () => {
      const client = listener;
      // This connection's own set: if it drops meanwhile, the next one starts from nothing.
      const mine = listened;
      if (!client) return;
      const wanted = new Set(subscribers.channels());
      try {
        for (const channel of wanted) if (!mine.has(channel)) {
          await client.query(`LISTEN ${quoted(channel)}`);
          mine.add(channel);
        }
        for (const channel of [...mine]) if (!wanted.has(channel)) {
          await client.query(`UNLISTEN ${quoted(channel)}`);
          mine.delete(channel);
        }
      } catch (err) {
        // The connection is going: the reconnect LISTENs again.
        log.warn({ err }, "bus LISTEN failed");
      }
    });
    return listenChain;
  }

  let backoff = options.reconnectMs ?? 250;
  let reconnectTimer: NodeJS.Timeout | null = null;

  function lost(client: pg.Client, err?: unknown): void {
    if (listener !== client) return;
    listener = null;
    listened = new Set();
    client.removeAllListeners("notification");
    void client.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err }, "bus listener connection lost: reconnecting");
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (reconnectTimer || closed) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect().then(
        () => {
          backoff = options.reconnectMs ?? 250;
          log.info("bus listener reconnected");
          for (const run of reconnectListeners) run();
        },
        (err: unknown) => {
          log.warn({ err }, "bus listener reconnect failed");
          backoff = Math.min(backoff * 2, MAX_RECONNECT_MS);
          scheduleReconnect();
        },
      );
    }, backoff);
    reconnectTimer.unref();
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: options.url, keepAlive: true, application_name: `vms-bus ${instanceId}`.slice(0, 63) });
    client.on("notification", onNotification);
    client.on("error", (err) => lost(client, err));
    client.on("end", () => lost(client));
    try {
      await client.connect();
    } catch (err) {
      client.removeAllListeners();
      void client.end().catch(() => undefined);
      throw err;
    }
    if (closed) return void (await client.end());
    listener = client;
    listened = new Set();
    await syncListens();
  }

  await connect();

  // A half-open connection never errors: ask it something now and then.
  const pingMs = options.pingMs ?? 10_000;
  const pinger = setInterval(() => {
    const client = listener;
    if (!client) return;
    const timeout = setTimeout(() => lost(client, new Error("bus listener ping timed out")), pingMs).unref();
    client.query("select 1").then(
      () => clearTimeout(timeout),
      (err: unknown) => {
        clearTimeout(timeout);
        lost(client, err);
      },
    );
  }, pingMs);
  pinger.unref();

  const bodyTtlMs = options.bodyTtlMs ?? 5 * 60_000;
  const stopPurge = startPeriodicJob(
    { run: async (now) => db.delete(busBodies).where(lt(busBodies.createdAt, new Date(now.getTime() - bodyTtlMs))), failure: "bus bodies purge failed" },
    log,
    Math.min(60_000, bodyTtlMs),
  );

  return {
    instanceId,
    kind: "postgres",
    publish(channel, payload) {
      const wire: Wire = { i: randomUUID(), f: instanceId, b: payload };
      subscribers.deliver(checkChannel(channel), payload, { id: wire.i, from: instanceId });
      if (closed) return Promise.resolve();
      return new Promise<void>((resolve) => {
        outbox.push({ channel, wire, done: resolve });
        void drain();
      });
    },
    subscribe(channel, handler) {
      const { first, remove } = subscribers.add(channel, handler);
      if (first) void syncListens();
      return () => {
        if (remove()) void syncListens();
      };
    },
    onReconnect(run) {
      reconnectListeners.add(run);
      return () => reconnectListeners.delete(run);
    },
    async listening() {
      await syncListens();
    },
    async close() {
      if (closed) return;
      await drain();
      closed = true;
      clearInterval(pinger);
      stopPurge();
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const client = listener;
      listener = null;
      await inbox;
      if (client) {
        client.removeAllListeners();
        client.on("error", () => undefined);
        await client.end().catch(() => undefined);
      }
    },
  };
}
