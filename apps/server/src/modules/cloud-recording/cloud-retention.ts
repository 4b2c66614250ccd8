import type { FastifyBaseLogger } from "fastify";
import type { JobQueue } from "../../lib/jobs/index.js";
import type { ObjectStore } from "../../lib/object-store/object-store.js";
import type { CloudStorageDirectory } from "./cloud-recording-port.js";
import type { CloudRepository } from "./cloud-repository.js";

/** The retention job's queue name. */
export const RETENTION_JOB = "cloud-recording.retention";
const DAY_MS = 86_400_000;

/**
 * Deletes what the channels' plans no longer keep (spec §3 "Cloud storage package": days of cyclic
 * storage): per recorded channel, every segment that ended more than `storageDays` ago (a channel
 * without an active plan keeps nothing), object first, then its row; and expired cloud tokens.
 */
export function createRetention(deps: { repo: CloudRepository; store: ObjectStore; directory: CloudStorageDirectory; now: () => number; log: FastifyBaseLogger }) {
  const { repo, store, directory, now, log } = deps;
  return async function runRetention(): Promise<{ segments: number; tokens: number }> {
    let segments = 0;
    for (const channel of await repo.recordedChannels()) {
      const plan = await directory.planFor(channel.orgId, channel.sn, channel.chlIndex, now());
      const cutoff = now() - (plan?.storageDays ?? 0) * DAY_MS;
      for (;;) {
        const batch = await repo.expired(channel.orgId, channel.sn, channel.chlIndex, cutoff);
        for (const row of batch) {
          await store.delete(row.objectKey);
          await repo.deleteSegment(row.id);
        }
        segments += batch.length;
        if (batch.length === 0) break;
      }
    }
    const tokens = await repo.deleteExpiredTokens(now());
    if (segments > 0) log.info({ segments, tokens }, "cloud recording retention");
    return { segments, tokens };
  };
}

/**
 * Schedules retention on the job queue (decision 0007 has no cron): one job per time slot of
 * `intervalMs`, keyed by the slot, so several instances enqueue it once; each run enqueues the next.
 */
export function scheduleRetention(queue: Pick<JobQueue, "enqueue" | "work">, run: () => Promise<unknown>, intervalMs: number): { enqueueNow(): Promise<string | null> } {
  const next = () => {
    const slot = Math.floor(Date.now() / intervalMs) + 1;
    return queue.enqueue(RETENTION_JOB, { slot }, { singletonKey: `slot-${slot}`, delayMs: Math.max(0, slot * intervalMs - Date.now()), maxAttempts: 3 });
  };
  queue.work(RETENTION_JOB, async () => {
    await run();
    await next();
  }, { concurrency: 1 });
  void next();
  return {
    /** A run now (tests, operators). */
    enqueueNow: () => queue.enqueue(RETENTION_JOB, { now: true }, { singletonKey: `now-${Date.now()}`, maxAttempts: 1 }),
  };
}
