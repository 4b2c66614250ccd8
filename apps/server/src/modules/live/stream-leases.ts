import { randomUUID } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { liveStreamLeases } from "../../db/schema/index.js";
import type { StreamKey } from "./stream-key.js";

/** A lease counts while its instance renewed it within this (a killed instance's streams stop counting). */
export const STREAM_LEASE_TTL_MS = 30_000;
/** How often an instance renews its leases. */
export const STREAM_LEASE_RENEW_MS = 10_000;

/**
 * The device streams every instance relays, per organization (issue 32): VMS_MAX_LIVE_STREAMS_PER_ORG
 * is counted across instances. One row per running device stream, written when it starts and
 * deleted when it stops; the instance renews its rows' heartbeat, and rows whose heartbeat is older
 * than the TTL (their instance died) no longer count and are purged.
 */
export interface StreamLeases {
  /** The organization's running device streams on every live instance. */
  count(orgId: string): Promise<number>;
  /** Takes a lease for a new device stream when the organization is under `max`; answers its id, or null at the limit. */
  reserve(orgId: string, key: StreamKey, max: number): Promise<string | null>;
  release(id: string): Promise<void>;
  /** Renews this instance's leases and forgets expired ones of any instance. */
  renew(): Promise<void>;
  /** Forgets this instance's leases (start: the previous run's; shutdown). */
  clearMine(): Promise<void>;
}

export function createStreamLeases(db: AppDatabase, instanceId: string, now: () => number = Date.now, ttlMs = STREAM_LEASE_TTL_MS): StreamLeases {
  const live = (orgId: string) => and(eq(liveStreamLeases.orgId, orgId), gt(liveStreamLeases.heartbeatAt, new Date(now() - ttlMs)));
  const countIn = async (tx: Pick<AppDatabase, "select">, orgId: string) =>
    (await tx.select({ n: sql<number>`count(*)::int` }).from(liveStreamLeases).where(live(orgId)))[0]?.n ?? 0;
  return {
    count: (orgId) => countIn(db, orgId),
    reserve(orgId, key, max) {
      return db.transaction(async (tx) => {
        // One organization's reservations queue up on every instance: the count and the insert are one step.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`live-leases:${orgId}`}))`);
        if ((await countIn(tx, orgId)) >= max) return null;
        const id = randomUUID();
        await tx.insert(liveStreamLeases).values({ id, instanceId, orgId, sn: key.sn, chlIndex: key.chlIndex, heartbeatAt: new Date(now()) });
        return id;
      });
    },
    async release(id) {
      await db.delete(liveStreamLeases).where(eq(liveStreamLeases.id, id));
    },
    async renew() {
      await db.update(liveStreamLeases).set({ heartbeatAt: new Date(now()) }).where(eq(liveStreamLeases.instanceId, instanceId));
      await db.delete(liveStreamLeases).where(sql`${liveStreamLeases.heartbeatAt} <= ${new Date(now() - ttlMs)}`);
    },
    async clearMine() {
      await db.delete(liveStreamLeases).where(eq(liveStreamLeases.instanceId, instanceId));
    },
  };
}
