import { addMonthsUtc } from "./terms.js";
import { DAY_MS } from "./date-time.js";

/** Retention rules of spec §9. */
export const RETENTION = {
  /** Event snapshots on a free camera: 15 days. */
  FREE_SNAPSHOT_DAYS: 15,
  /** Event snapshots on a licensed camera: 6 months. */
  LICENSED_SNAPSHOT_MONTHS: 6,
  /** After a licence expires, events are stored 15 more days, then logging stops. */
  EVENTS_AFTER_EXPIRY_DAYS: 15,
} as const;

/** Whether a camera runs on the free tier (free forever, spec §9) or on a licence. */
export type LicenceTier = "free" | "licensed";

/** Snapshots taken before this instant are past retention (spec §9). */
export function snapshotRetentionCutoff(now: number, tier: LicenceTier): number {
  return tier === "free" ? now - RETENTION.FREE_SNAPSHOT_DAYS * DAY_MS : addMonthsUtc(now, -RETENTION.LICENSED_SNAPSHOT_MONTHS);
}

/** True while a snapshot taken at `takenAt` is still kept. */
export function isSnapshotRetained(takenAt: number, now: number, tier: LicenceTier): boolean {
  return takenAt >= snapshotRetentionCutoff(now, tier);
}

/** The last instant events are stored for a licence that expired at `expiredAt` (spec §4/§9). */
export function eventsStoredUntil(expiredAt: number): number {
  return expiredAt + RETENTION.EVENTS_AFTER_EXPIRY_DAYS * DAY_MS;
}

/**
 * Whether events of a camera are still logged: always on the free tier; on a licence until 15 days
 * after it expired (`expiredAt` null: not expired).
 */
export function isEventLoggingActive(tier: LicenceTier, expiredAt: number | null, now: number): boolean {
  if (tier === "free" || expiredAt === null) return true;
  return now <= eventsStoredUntil(expiredAt);
}
