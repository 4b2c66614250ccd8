import { LICENCE_TYPE } from "./licence-state.js";
import { eventsStoredUntil } from "./retention.js";

// The licence directive per channel (spec §1 "licences per camera", §4 Expiry; issue 27, decision
// 0019): an organization's cameras stand in one licence order; the first `free` are free forever,
// the next `paid` are covered by the licence in effect, and the rest are unlicensed.

/** How one channel stands: free forever, covered by the licence in effect, or not usable. */
export type ChannelLicence = "free" | "licensed" | "unlicensed";

/**
 * Why an unlicensed channel is refused: the organization has no licence and no free channels
 * (catalogue 33105), its licence expired and no free channels remain (33106), or the channel lies
 * beyond the free plus licensed count (33014).
 */
export type LicenceRefusal = "noLicence" | "expired" | "beyondCount";

/** The slots of the licence order at one instant. */
export interface LicenceSlots {
  /** Channels free forever (VMS_LICENCE_FREE_CHANNELS). */
  free: number;
  /** Channels the licence in effect (paid or trial) covers; 0 without one. */
  paid: number;
  /** What refuses a channel at or beyond `free + paid`. */
  refusal: LicenceRefusal;
  /** The latest ended licence when none is in effect: its channels keep logging events 15 days (spec §4). */
  ended: { chlNum: number; endTime: number } | null;
}

/** What {@link licenceSlots} reads of `computeLicenceObj`'s answer. */
export interface SlotSource {
  currentInfo: { licenseType: number; chlNum: number } | null;
  expireInfo: { chlNum: number; endTime: number } | null;
}

/** The slots of an organization's licence order from its licenceObj and free channel count. */
export function licenceSlots(obj: SlotSource, freeChlNum: number): LicenceSlots {
  const free = Math.max(0, freeChlNum);
  const current = obj.currentInfo && obj.currentInfo.licenseType !== LICENCE_TYPE.FREE ? obj.currentInfo : null;
  const paid = current?.chlNum ?? 0;
  const ended = !current && obj.expireInfo ? { chlNum: obj.expireInfo.chlNum, endTime: obj.expireInfo.endTime } : null;
  const refusal: LicenceRefusal = free > 0 || current ? "beyondCount" : ended ? "expired" : "noLicence";
  return { free, paid, refusal, ended };
}

/** Channels usable now: the free ones plus those the licence in effect covers. */
export const usableChannels = (slots: LicenceSlots): number => slots.free + slots.paid;

/**
 * The standing of the channel at `rank` (0-based place in the licence order; -1 when it is not in
 * it, e.g. a channel with no camera) under spec §4's directive.
 */
export function channelLicence(rank: number, slots: LicenceSlots): ChannelLicence {
  if (rank < 0) return "unlicensed";
  if (rank < slots.free) return "free";
  return rank < usableChannels(slots) ? "licensed" : "unlicensed";
}

/**
 * Whether the channel at `rank` still logs events (spec §4 Expiry): while it is usable, and for 15
 * days after the licence that covered it ended (when no licence is in effect); an unlicensed channel
 * otherwise logs none.
 */
export function channelLogsEvents(rank: number, slots: LicenceSlots, now: number): boolean {
  if (channelLicence(rank, slots) !== "unlicensed") return true;
  const ended = slots.ended;
  return rank >= 0 && ended !== null && rank < slots.free + ended.chlNum && now <= eventsStoredUntil(ended.endTime);
}

/**
 * The whole licence order after a caller who sees only some channels put those in `wanted` order:
 * they take the places they held, in the new order, and every channel the caller cannot see keeps
 * its place. `wanted` must hold each of `visible` once (the caller's check).
 */
export function reorderVisible<K>(order: readonly K[], visible: ReadonlySet<K>, wanted: readonly K[]): K[] {
  const next = [...wanted];
  return order.map((key) => (visible.has(key) ? next.shift()! : key));
}
