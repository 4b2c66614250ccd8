// Contract between licences (owner: modules/commerce) and modules that gate licensed work.

/** Licence state of one device's channels for an organization (spec §4 licence statuses). */
export interface LicenceCheck {
  /** True when the channel may be used for licensed actions (live, playback, download, cloud): spec §4 directive, organization-wide. */
  isLicensed(orgId: string, sn: string, chlIndex: number, nowMs: number): Promise<boolean>;
}

/**
 * What the licences say of an organization for event retention (spec §4 Expiry, §9 Retention): a
 * paid or trial licence in effect, one that ended at `at` with none in effect, or the free tier only.
 * The same shape as the events slice's LicenceState seam.
 */
export type RetentionLicence = { kind: "free" } | { kind: "licensed" } | { kind: "expired"; at: Date };
