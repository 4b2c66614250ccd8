import { EVENT_RETENTION_DAYS } from "@vms/api-client";
import type { ObjectStore } from "../../lib/object-store/object-store.js";
import type { PeriodicJob } from "../../lib/periodic-job.js";
import type { EventRepository } from "./event-repository.js";

const DAY_MS = 86_400_000;

/** A channel as the licence rules see it. */
export interface LicensedChannel {
  orgId: string;
  sn: string;
  chlIndex: number;
}

/** What the licence slice says of a channel (spec §4 Expiry, §9 Retention). */
export type LicenceState = { kind: "free" } | { kind: "licensed" } | { kind: "expired"; at: Date };

/** The seam the licence slice fills: the licence state of one channel. */
export type LicenceStateFor = (channel: LicensedChannel) => Promise<LicenceState>;

/** Until the licence slice exists, every channel counts as free (docs/events.md). */
export const everyChannelFree: LicenceStateFor = () => Promise.resolve({ kind: "free" });

/**
 * Events older than the answer are due (spec §9): free channels keep 15 days, licensed ones 6
 * months; after a licence expires the 6 months still hold for 15 more days, then the free 15 days.
 */
export function retentionCutoff(state: LicenceState, now: Date): Date {
  const days = (n: number) => new Date(now.getTime() - n * DAY_MS);
  if (state.kind === "licensed") return days(EVENT_RETENTION_DAYS.licensed);
  if (state.kind === "expired" && now.getTime() < state.at.getTime() + EVENT_RETENTION_DAYS.afterExpiry * DAY_MS) return days(EVENT_RETENTION_DAYS.licensed);
  return days(EVENT_RETENTION_DAYS.free);
}

/** Exports are fetched at once; their files go after an hour. */
const EXPORT_TTL_MS = 3_600_000;

/**
 * The retention job: every channel with events past the free 15 days is asked for its licence
 * state, and its due events are deleted in batches with their images; old export files go too.
 */
export function createRetentionJob(deps: { repo: EventRepository; store: ObjectStore; licenceStateFor: LicenceStateFor; batch?: number }): PeriodicJob<{ events: number; exports: number }> {
  const { repo, store, licenceStateFor } = deps;
  const batch = deps.batch ?? 1000;
  return {
    failure: "event retention failed",
    async run(now) {
      let deleted = 0;
      const candidates = await repo.channelsWithEventsBefore(retentionCutoff({ kind: "free" }, now), 5000);
      for (const channel of candidates) {
        const cutoff = retentionCutoff(await licenceStateFor(channel), now);
        for (;;) {
          const gone = await repo.deleteBefore(channel, cutoff, batch);
          deleted += gone.length;
          for (const key of gone.flatMap((g) => [g.snapshotKey, g.cropKey])) if (key) await store.delete(key);
          if (gone.length < batch) break;
        }
      }
      let exports = 0;
      for (const file of await store.list("exports/")) {
        if (now.getTime() - file.modifiedAt.getTime() < EXPORT_TTL_MS) continue;
        await store.delete(file.key);
        exports += 1;
      }
      return { events: deleted, exports };
    },
    report(result, log) {
      if (result.events > 0 || result.exports > 0) log.info(result, "event retention removed old events and exports");
    },
  };
}
