import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDatabase } from "../db/database.js";
import { deviceRegistry, instanceHeartbeats } from "../db/schema/index.js";

export interface InstanceHeartbeatOptions {
  db: AppDatabase;
  instanceId: string;
  log: FastifyBaseLogger;
  /** Between two beats (VMS_HEARTBEAT_MS). */
  intervalMs: number;
  /** How long a beat vouches for this instance (VMS_HEARTBEAT_DEADLINE_MS): written into its row. */
  deadlineMs: number;
}

/** This instance's heartbeat and what it learns of the others' (decision 0039). */
export interface InstanceHeartbeat {
  /** Whether the instance's heartbeat expired (as of the last beat); an instance never seen is alive. */
  isDead(instanceId: string): boolean;
  /**
   * Runs with the SNs this instance took from dead holders and marked offline in device_registry
   * (each SN is taken by one instance only): the `disconnected` handling is this instance's to do.
   */
  onReaped(listener: (sns: string[]) => void): () => void;
  /** Beats (and reaps) now rather than at the next interval (tests; a start). */
  beat(): Promise<void>;
  /** Stops beating and reaping, leaving the row to expire: what a killed instance looks like. */
  stop(): void;
  /** Stops, and expires the row now: a closing instance tells the others at once. */
  remove(): Promise<void>;
}

/** Rows of instances gone for a day are forgotten (their devices were reaped long before). */
const FORGET_AFTER = sql`interval '1 day'`;

/**
 * The instance heartbeat (issue 32): every `intervalMs` the instance upserts its row with
 * `expires_at = now() + deadlineMs`, reads which instances expired, and marks offline the registry
 * rows still held by an expired one. Those devices had the whole deadline to reconnect elsewhere
 * (a reconnection rewrites `instance_id`), and the UPDATE … RETURNING decides in the database which
 * survivor handles each: a concurrent survivor's UPDATE waits for the row and finds it offline.
 * Times are the database's (`now()`), so instances' clocks need not agree.
 */
export async function startInstanceHeartbeat(options: InstanceHeartbeatOptions): Promise<InstanceHeartbeat> {
  const { db, instanceId, log, intervalMs, deadlineMs } = options;
  let dead = new Set<string>();
  const listeners = new Set<(sns: string[]) => void>();
  let stopped = false;
  /** A restart finds its old row expired: only a pause after the first beat is news. */
  let started = false;
  let running: Promise<void> | null = null;

  async function once(): Promise<void> {
    const expires = sql`now() + (${deadlineMs} * interval '1 millisecond')`;
    // The statement's snapshot still holds the previous row: did the others count us dead meanwhile?
    const [beaten] = await db
      .insert(instanceHeartbeats)
      .values({ instanceId, beatAt: sql`now()`, expiresAt: expires })
      .onConflictDoUpdate({ target: instanceHeartbeats.instanceId, set: { beatAt: sql`now()`, expiresAt: expires } })
      .returning({ wasDead: sql<boolean>`exists (select 1 from ${instanceHeartbeats} p where p.instance_id = ${instanceId} and p.expires_at < now())` });
    if (beaten?.wasDead && started) log.error({ deadlineMs }, "this instance missed its heartbeat deadline: the others counted it dead and may have marked its devices offline");
    started = true;
    if (stopped) return;
    const expired = await db
      .select({ instanceId: instanceHeartbeats.instanceId })
      .from(instanceHeartbeats)
      .where(and(lt(instanceHeartbeats.expiresAt, sql`now()`), ne(instanceHeartbeats.instanceId, instanceId)));
    dead = new Set(expired.map((row) => row.instanceId));
    // Reaping waits for someone to handle the devices (the device sync attaches when the app is ready).
    if (dead.size === 0 || listeners.size === 0) return;
    const reaped = await db
      .update(deviceRegistry)
      .set({ online: false, lastSeen: sql`now()` })
      .where(and(eq(deviceRegistry.online, true), inArray(deviceRegistry.instanceId, [...dead]), sql`exists (select 1 from ${instanceHeartbeats} h where h.instance_id = ${deviceRegistry.instanceId} and h.expires_at < now())`))
      .returning({ sn: deviceRegistry.sn, instanceId: deviceRegistry.instanceId });
    await db.delete(instanceHeartbeats).where(lt(instanceHeartbeats.expiresAt, sql`now() - ${FORGET_AFTER}`));
    if (reaped.length === 0 || stopped) return;
    log.warn({ devices: reaped.length, holders: [...new Set(reaped.map((r) => r.instanceId))] }, "devices of dead instances marked offline");
    const sns = reaped.map((row) => row.sn);
    for (const listener of [...listeners]) {
      try {
        listener(sns);
      } catch (err) {
        log.error({ err }, "reaped-devices listener failed");
      }
    }
  }

  function beat(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= once()
      .catch((err: unknown) => log.warn({ err }, "instance heartbeat failed"))
      .finally(() => {
        running = null;
      });
    return running;
  }

  await beat();
  const timer = setInterval(() => void beat(), intervalMs);
  timer.unref();

  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  return {
    isDead: (id) => dead.has(id),
    onReaped(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    beat,
    stop,
    async remove() {
      stop();
      await running;
      await db.update(instanceHeartbeats).set({ expiresAt: sql`now()` }).where(eq(instanceHeartbeats.instanceId, instanceId));
    },
  };
}
