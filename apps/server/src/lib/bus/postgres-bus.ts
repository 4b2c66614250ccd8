import { randomUUID } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { AppDatabase } from "../../db/database.js";
import { busBodies, busLog } from "../../db/schema/index.js";
import { startPeriodicJob } from "../periodic-job.js";
import { createOutbox, type Wire } from "./bus-outbox.js";
import { DEFAULT_REPLAY_WINDOW_MS, missedMessages, SeenIds } from "./bus-replay.js";
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
  /** How long `bus_log` keeps messages for a reconnecting listener to replay (default 60 s). */
  replayWindowMs?: number;
}

export const MAX_INLINE_BYTES = 7_000;
const PREFIX = "vms.";
const MAX_RECONNECT_MS = 5_000;
/** A replay starts this long before the lost connection was last known to work (commit and delivery lag). */
const REPLAY_MARGIN_MS = 2_000;

/** A bus channel as a quoted PostgreSQL identifier (checkChannel allows no quote). */
const pgChannel = (channel: string) => PREFIX + checkChannel(channel);
const quoted = (channel: string) => `"${pgChannel(channel)}"`;

/**
 * The instance bus over PostgreSQL LISTEN/NOTIFY (decision 0039). One dedicated connection
 * LISTENs on one PostgreSQL channel per bus channel subscribed here; it reconnects and re-LISTENs
 * when dropped, then replays from the UNLOGGED `bus_log` what was published meanwhile (within the
 * replay window; ids seen already are skipped) and runs the `onReconnect` listeners. Publishes are
 * queued and sent in order, all those waiting in one statement that logs and NOTIFYs them; a body
 * over `maxInlineBytes` is inserted into the UNLOGGED `bus_bodies` and its NOTIFY carries the row id.
 */
export async function createPostgresBus(options: PostgresBusOptions): Promise<InstanceBus> {
  const { db, instanceId, log } = options;
  const maxInline = options.maxInlineBytes ?? MAX_INLINE_BYTES;
  const subscribers = new LocalSubscribers(log);
  const reconnectListeners = new Set<() => void>();
  const replayWindowMs = options.replayWindowMs ?? DEFAULT_REPLAY_WINDOW_MS;
  const pingMs = options.pingMs ?? 10_000;
  // A replay starts at most a ping (and its answer) plus the margin before the reconnect: older ids
  // can never come back (pruning pauses while the listener is away).
  const seen = new SeenIds(2 * pingMs + REPLAY_MARGIN_MS);
  let closed = false;

  const outbox = createOutbox({ db, log, maxInline, pgChannel });

  // ---- receiving: one listener connection, deliveries in arrival order ----
  /** The listening connection and the channels it LISTENs on (a new connection starts with none). */
  let listener: pg.Client | null = null;
  let listened = new Set<string>();
  let inbox: Promise<void> = Promise.resolve();
  let listenChain: Promise<void> = Promise.resolve();
  /** The database's time when the listening connection last answered (where a replay starts). */
  let aliveAt: Date | null = null;
  /** Notifications of a new connection held while the replay before them is read. */
  let held: pg.Notification[] | null = null;

  async function bodyOf(wire: Wire): Promise<unknown> {
    if (wire.r === undefined) return wire.b;
    const [row] = await db.select({ body: busBodies.body }).from(busBodies).where(eq(busBodies.id, wire.r));
    if (!row) throw new Error(`bus body ${wire.r} is gone`);
    return row.body;
  }

  function onNotification(message: pg.Notification): void {
    if (held) held.push(message);
    else receive(message);
  }

  function receive(message: Pick<pg.Notification, "channel" | "payload">): void {
    if (!message.channel.startsWith(PREFIX) || message.payload === undefined) return;
    const channel = message.channel.slice(PREFIX.length);
    let wire: Wire;
    try {
      wire = JSON.parse(message.payload) as Wire;
    } catch (err) {
      return void log.warn({ err, channel }, "bus message is not JSON");
    }
    // Our own messages were delivered locally when published; a replayed one may have come already.
    if (wire.f === instanceId || !seen.add(wire.i)) return;
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
          // Replayed (or not) by now: listeners still resynchronise what may be older than the window.
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
    const since = aliveAt;
    // A reconnect holds what arrives until the log has told what came before it.
    if (since) held = [];
    listener = client;
    listened = new Set();
    try {
      await syncListens();
      aliveAt = await databaseNow(client);
      if (since) await replay(since);
    } finally {
      const waiting = held ?? [];
      held = null;
      for (const message of waiting) receive(message);
    }
  }

  async function databaseNow(client: pg.Client): Promise<Date> {
    const { rows } = await client.query<{ now: Date }>("select now() as now");
    return rows[0]!.now;
  }

  /** Delivers the logged messages since the lost connection last worked (those not seen yet). */
  async function replay(since: Date): Promise<void> {
    const from = new Date(since.getTime() - REPLAY_MARGIN_MS);
    if (aliveAt && aliveAt.getTime() - from.getTime() > replayWindowMs) log.warn({ since }, "bus listener was away longer than the replay window: messages may be lost");
    try {
      const rows = await missedMessages(db, from, [...listened].map(pgChannel));
      const before = inbox;
      for (const row of rows) receive(row);
      if (inbox !== before) log.info("bus listener replayed the messages it missed");
    } catch (err) {
      log.warn({ err }, "bus replay failed: messages published while reconnecting are lost");
    }
  }

  await connect();

  // A half-open connection never errors: ask it something now and then.
  const pinger = setInterval(() => {
    const client = listener;
    if (!client) return;
    const timeout = setTimeout(() => lost(client, new Error("bus listener ping timed out")), pingMs).unref();
    seen.prune();
    databaseNow(client).then(
      (now) => {
        clearTimeout(timeout);
        if (listener === client) aliveAt = now;
      },
      (err: unknown) => {
        clearTimeout(timeout);
        lost(client, err);
      },
    );
  }, pingMs);
  pinger.unref();

  const bodyTtlMs = options.bodyTtlMs ?? 5 * 60_000;
  const stopPurge = startPeriodicJob(
    {
      run: async (now) => {
        await db.delete(busBodies).where(lt(busBodies.createdAt, new Date(now.getTime() - bodyTtlMs)));
        await db.delete(busLog).where(lt(busLog.createdAt, sql`now() - (${replayWindowMs} * interval '1 millisecond')`));
      },
      failure: "bus purge failed",
    },
    log,
    Math.min(60_000, bodyTtlMs, replayWindowMs),
  );

  return {
    instanceId,
    kind: "postgres",
    publish(channel, payload) {
      const wire: Wire = { i: randomUUID(), f: instanceId, b: payload };
      subscribers.deliver(checkChannel(channel), payload, { id: wire.i, from: instanceId });
      if (closed) return Promise.resolve();
      return new Promise<void>((resolve) => {
        outbox.push(channel, wire, resolve);
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
      await outbox.drain();
      closed = true;
      outbox.close();
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
