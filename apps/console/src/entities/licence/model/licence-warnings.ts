import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Spec §4 expiry warnings: none, no licence, expired, near expiry. */
export type LicenceWarning = "none" | "noLicence" | "expired" | "nearExpiry";

/** What the console knows of the organization's licence right now (spec §4 expiry warnings, directive). */
export interface LicenceState {
  /** "none" also while the licence is unknown (not loaded, or not readable by this user). */
  warning: LicenceWarning;
  /** The licence directive blocks licensed clicks (no licence, or expired with no free channels). */
  blocked: boolean;
  /** Days left on the current licence, when there is one. */
  remainDays: number | null;
}

/** Nothing is known: nothing is blocked (the server still refuses what is not licensed). */
export const UNKNOWN_LICENCE_STATE: LicenceState = { warning: "none", blocked: false, remainDays: null };

/** Spec §4 expiry warnings, shown after sign-in and on the licence list (near expiry has its own, with the days). */
export const LICENCE_WARNING_MESSAGES: Readonly<Record<"noLicence" | "expired", MessageDescriptor>> = {
  noLicence: msg`Your organization has no camera license. Buy one to use every camera.`,
  expired: msg`Your camera license has expired. Events are kept 15 more days, then logging stops. Renew it to keep using your cameras.`,
};

/** The toast of a click the licence directive blocked (spec §4). */
export function blockedActionMessage(warning: LicenceWarning): MessageDescriptor {
  return warning === "expired"
    ? msg`Your camera license has expired and no free channels remain. Renew the license to continue.`
    : msg`This needs a camera license. Buy one under Service → Camera licenses.`;
}
