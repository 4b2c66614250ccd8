// Contract between licences (owner: modules/commerce) and modules that gate licensed work.

/** Which of an organization's channels are usable at one instant (one read for many channels). */
export interface LicensedChannels {
  /**
   * The catalogue code refusing licensed work on the channel (33014 beyond the licensed count,
   * 33105 no licence, 33106 expired with no free channels), or null when a licence covers it.
   */
  refusal(sn: string, chlIndex: number): number | null;
}

/**
 * Spec §4 licence directive per channel (issue 27, decision 0019): the organization's cameras in
 * licence order; the first free-plus-licensed are usable for live view, playback, downloads,
 * archives and cloud recording, the others are refused with a licence code.
 */
export interface LicenceCheck {
  /** The refusal code for one channel, null when it is usable. */
  refusal(orgId: string, sn: string, chlIndex: number, nowMs: number): Promise<number | null>;
  /** The organization's channels at `nowMs`, for callers asking about many. */
  channels(orgId: string, nowMs: number): Promise<LicensedChannels>;
}

/**
 * What the licences say of an organization for event retention (spec §4 Expiry, §9 Retention): a
 * paid or trial licence in effect, one that ended at `at` with none in effect, or the free tier only.
 * The same shape as the events slice's LicenceState seam.
 */
export type RetentionLicence = { kind: "free" } | { kind: "licensed" } | { kind: "expired"; at: Date };
