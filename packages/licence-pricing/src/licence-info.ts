import { DAY_MS, formatDateTime, toEpochMs, type TimeInput, type ZoneOptions } from "./date-time.js";
import { LICENCE_STATUS, type LicenceButton } from "./status.js";
import type { DurationUnit } from "./terms.js";

/** One block of `licenceObj` (spec §3): current, renewal or expired licence information. */
export interface LicenceInfo {
  chlNum: number;
  duration: number;
  durationUnit: DurationUnit;
  durationType: number;
  startTime: TimeInput;
  endTime: TimeInput;
  freeChlNum: number;
  newFreeChlNum: number;
  minChlNum: number;
  maxChlNum: number;
  licenseType: number;
  status: number;
  buttonList: LicenceButton[];
  ifShowFreeTag: boolean;
  remainDays: number;
}

/** `licenceObj` of spec §3. */
export interface LicenceObj {
  valid: boolean;
  currentInfo: LicenceInfo | null;
  renewInfo: LicenceInfo | null;
  expireInfo: LicenceInfo | null;
}

/** A licence block with the derived fields of spec §3: formatted endTime and isOverTime. */
export type DerivedLicenceInfo = LicenceInfo & { endTimeText: string; isOverTime: boolean };

/** Derived `licenceObj`: each present block gains `endTimeText` and `isOverTime`. */
export interface DerivedLicenceObj {
  valid: boolean;
  currentInfo: DerivedLicenceInfo | null;
  renewInfo: DerivedLicenceInfo | null;
  expireInfo: DerivedLicenceInfo | null;
}

/** Whole days left until `endTime`, rounded up (a part day counts as a day); 0 once it has passed. */
export function remainingDays(endTime: TimeInput, now: number, opts: ZoneOptions = {}): number {
  const left = toEpochMs(endTime, opts) - now;
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

/** True once `now` is past `endTime` (spec §3 isOverTime). */
export function isOverTime(endTime: TimeInput, now: number, opts: ZoneOptions = {}): boolean {
  return now > toEpochMs(endTime, opts);
}

/** `endTime` as "YYYY-MM-DD HH:mm:ss" (spec §3 formatted endTime, §9 format). */
export function formatEndTime(endTime: TimeInput, opts: ZoneOptions = {}): string {
  return formatDateTime(toEpochMs(endTime, opts), opts);
}

/** Adds the derived fields to one licence block. */
export function deriveLicenceInfo(info: LicenceInfo, now: number, opts: ZoneOptions = {}): DerivedLicenceInfo {
  return { ...info, endTimeText: formatEndTime(info.endTime, opts), isOverTime: isOverTime(info.endTime, now, opts) };
}

/** Adds the derived fields to every block of `licenceObj`. */
export function deriveLicenceObj(obj: LicenceObj, now: number, opts: ZoneOptions = {}): DerivedLicenceObj {
  const derive = (info: LicenceInfo | null) => (info ? deriveLicenceInfo(info, now, opts) : null);
  return { valid: obj.valid, currentInfo: derive(obj.currentInfo), renewInfo: derive(obj.renewInfo), expireInfo: derive(obj.expireInfo) };
}

/** The warning of spec §4 to show for a licence: none, no licence, expired, or near expiry. */
export type LicenceWarning = "none" | "noLicence" | "expired" | "nearExpiry";

/** Which expiry warning applies (spec §4), from the current block's status and end time. */
export function licenceWarning(obj: LicenceObj, now: number, opts: ZoneOptions = {}): LicenceWarning {
  const info = obj.currentInfo;
  if (!info) return obj.expireInfo ? "expired" : "noLicence";
  if (info.status === LICENCE_STATUS.EXPIRED || isOverTime(info.endTime, now, opts)) return "expired";
  if (info.status === LICENCE_STATUS.EXPIRING) return "nearExpiry";
  return "none";
}

/**
 * Spec §4's licence directive: clicks are blocked when there is no licence, or it expired and no free
 * channels remain.
 */
export function blocksLicensedAction(obj: LicenceObj, now: number, opts: ZoneOptions = {}): boolean {
  const warning = licenceWarning(obj, now, opts);
  if (warning === "noLicence") return true;
  if (warning !== "expired") return false;
  const info = obj.currentInfo ?? obj.expireInfo;
  return (info?.freeChlNum ?? 0) <= 0;
}
