import { DAY_MS, formatDateTime } from "./date-time.js";
import { remainingDays, type DerivedLicenceInfo } from "./licence-info.js";
import { CLOUD_STORAGE_STATUS, LICENCE_BUTTON, LICENCE_STATUS, type CloudStorageStatus, type LicenceButton, type LicenceStatus } from "./status.js";
import { DURATION_UNIT, termByDurationType, termEndTime } from "./terms.js";

// Licence statuses 1-7 and buttons 1-5 of spec §4 computed from stored licences (issue 15). The
// server stores only licences (start, end, cameras, revoked); everything the console shows comes
// from here.

/** Order status "exception" (spec §4 names it without a value): 6, after the five listed ones. */
export const ORDER_STATUS_EXCEPTION = 6;

/** licenseType of a licence block: the free tier, the trial, a paid term. */
export const LICENCE_TYPE = { FREE: 1, TRIAL: 2, PAID: 3 } as const;
export type LicenceType = (typeof LICENCE_TYPE)[keyof typeof LICENCE_TYPE];

/** Days before the end at which a licence (or cloud plan) is "expiring" (status 3). */
export const EXPIRING_DAYS = 7;
/** Days before the end at which a cloud storage plan is "expiring" (a 7-day trial is not expiring at once). */
export const CLOUD_EXPIRING_DAYS = 3;
/** The licence trial: 30 days, at most 16 cameras, once per account (spec §4 "Free trial"). */
export const LICENCE_TRIAL = { DAYS: 30, MAX_CHL_NUM: 16 } as const;
/** Cameras per purchase (spec §9 leaves the maximum open). */
export const LICENCE_CHL_BOUNDS = { MIN: 1, MAX: 10_000 } as const;

/** A licence as the server stores it (Unix ms). */
export interface StoredLicence {
  id: string;
  licenseType: LicenceType;
  chlNum: number;
  /** 1-5 for paid terms, 0 for the trial. */
  durationType: number;
  startTime: number;
  endTime: number;
  /** Set when a chargeback revoked it. */
  revokedAt: number | null;
  orderNo: string | null;
}

/** A licence with its status and buttons at `now`. */
export interface LicenceState extends StoredLicence {
  status: LicenceStatus;
  buttonList: LicenceButton[];
  remainDays: number;
}

/**
 * The status of one licence at `now` (spec §4):
 * 5 terminated (revoked by a chargeback); 4 expired (end passed); 1 to be used (starts later, nothing
 * covers now); 7 to be used (a queued renewal starting when a covering licence ends); 6 not effective
 * (covers now but another covering licence with more cameras, or a paid one over a trial, wins);
 * 3 expiring (within EXPIRING_DAYS of its end); 2 using.
 */
export function licenceStatusAt(licence: StoredLicence, all: readonly StoredLicence[], now: number): LicenceStatus {
  if (licence.revokedAt !== null) return LICENCE_STATUS.TERMINATED;
  if (now >= licence.endTime) return LICENCE_STATUS.EXPIRED;
  const live = all.filter((l) => l.revokedAt === null && l.startTime <= now && now < l.endTime);
  if (now < licence.startTime) return live.length > 0 ? LICENCE_STATUS.TO_BE_USED_RENEWAL : LICENCE_STATUS.TO_BE_USED;
  const winner = pickCurrent(live);
  if (winner && winner.id !== licence.id) return LICENCE_STATUS.NOT_EFFECTIVE;
  return licence.endTime - now <= EXPIRING_DAYS * DAY_MS ? LICENCE_STATUS.EXPIRING : LICENCE_STATUS.USING;
}

/** Of the licences covering now: paid before trial, then most cameras, then the latest end. */
function pickCurrent(live: readonly StoredLicence[]): StoredLicence | undefined {
  return [...live].sort((a, b) => b.licenseType - a.licenseType || b.chlNum - a.chlNum || b.endTime - a.endTime)[0];
}

/**
 * Buttons of spec §4 per status: using → extend, upgrade now; expiring → renew now, upgrade now;
 * expired or terminated → buy again; a trial in use → buy now; to be used and not effective → none.
 */
export function licenceButtons(status: LicenceStatus, licenseType: LicenceType): LicenceButton[] {
  if (licenseType === LICENCE_TYPE.FREE) return [LICENCE_BUTTON.BUY_NOW];
  if (licenseType === LICENCE_TYPE.TRIAL) return status === LICENCE_STATUS.USING || status === LICENCE_STATUS.EXPIRING ? [LICENCE_BUTTON.BUY_NOW] : status === LICENCE_STATUS.EXPIRED || status === LICENCE_STATUS.TERMINATED ? [LICENCE_BUTTON.BUY_NOW] : [];
  switch (status) {
    case LICENCE_STATUS.USING: return [LICENCE_BUTTON.EXTEND, LICENCE_BUTTON.UPGRADE_NOW];
    case LICENCE_STATUS.EXPIRING: return [LICENCE_BUTTON.RENEW_NOW, LICENCE_BUTTON.UPGRADE_NOW];
    case LICENCE_STATUS.EXPIRED:
    case LICENCE_STATUS.TERMINATED: return [LICENCE_BUTTON.BUY_AGAIN];
    default: return [];
  }
}

/** Every licence with its status, buttons and remaining days at `now`, newest first. */
export function licenceStates(licences: readonly StoredLicence[], now: number): LicenceState[] {
  return [...licences]
    .sort((a, b) => b.startTime - a.startTime)
    .map((l) => {
      const status = licenceStatusAt(l, licences, now);
      return { ...l, status, buttonList: licenceButtons(status, l.licenseType), remainDays: status === LICENCE_STATUS.TERMINATED ? 0 : remainingDays(l.endTime, now) };
    });
}

/** A block of `licenceObj` as sent (Unix ms times, derived endTimeText and isOverTime). */
export type LicenceBlock = DerivedLicenceInfo & { startTime: number; endTime: number };

/** The free tier never ends; its block names this far end. */
export const FREE_TIER_END = Date.UTC(9999, 11, 31, 23, 59, 59);

/**
 * `licenceObj` of spec §3 at `now`: currentInfo is the licence in effect (or the free tier when there
 * is none and free channels exist), renewInfo the queued renewal, expireInfo the latest ended one when
 * nothing is in effect. `valid` is true while a licence or the free tier is in effect.
 */
export function computeLicenceObj(licences: readonly StoredLicence[], freeChlNum: number, now: number) {
  const states = licenceStates(licences, now);
  const block = (s: LicenceState): LicenceBlock => {
    const term = termByDurationType(s.durationType);
    return {
      chlNum: s.chlNum,
      duration: term?.duration ?? Math.round((s.endTime - s.startTime) / DAY_MS),
      durationUnit: term?.durationUnit ?? DURATION_UNIT.DAY,
      durationType: s.durationType,
      startTime: s.startTime,
      endTime: s.endTime,
      freeChlNum,
      newFreeChlNum: freeChlNum,
      minChlNum: LICENCE_CHL_BOUNDS.MIN,
      maxChlNum: LICENCE_CHL_BOUNDS.MAX,
      licenseType: s.licenseType,
      status: s.status,
      buttonList: s.buttonList,
      ifShowFreeTag: freeChlNum > 0,
      remainDays: s.remainDays,
      endTimeText: formatDateTime(s.endTime, { utcOffsetMinutes: 0 }),
      isOverTime: now > s.endTime,
    };
  };
  const current = states.find((s) => s.status === LICENCE_STATUS.USING || s.status === LICENCE_STATUS.EXPIRING);
  const renew = states.filter((s) => s.status === LICENCE_STATUS.TO_BE_USED_RENEWAL || s.status === LICENCE_STATUS.TO_BE_USED).sort((a, b) => a.startTime - b.startTime)[0];
  const ended = states.filter((s) => s.status === LICENCE_STATUS.EXPIRED || s.status === LICENCE_STATUS.TERMINATED).sort((a, b) => b.endTime - a.endTime)[0];
  const free: LicenceBlock | null = freeChlNum > 0 ? {
    chlNum: freeChlNum, duration: 0, durationUnit: DURATION_UNIT.DAY, durationType: 0, startTime: 0, endTime: FREE_TIER_END, freeChlNum, newFreeChlNum: freeChlNum,
    minChlNum: LICENCE_CHL_BOUNDS.MIN, maxChlNum: LICENCE_CHL_BOUNDS.MAX, licenseType: LICENCE_TYPE.FREE, status: LICENCE_STATUS.USING,
    buttonList: [LICENCE_BUTTON.BUY_NOW], ifShowFreeTag: true, remainDays: 0, endTimeText: formatDateTime(FREE_TIER_END, { utcOffsetMinutes: 0 }), isOverTime: false,
  } : null;
  const currentInfo = current ? block(current) : !ended ? free : null;
  return {
    valid: currentInfo !== null,
    currentInfo,
    renewInfo: renew ? block(renew) : null,
    expireInfo: !current && ended ? block(ended) : null,
    list: states,
    /** Cameras licensed now: the licence in effect, plus the free channels. */
    licensedChlNum: (current?.chlNum ?? 0) + freeChlNum,
  };
}

/**
 * When a paid licence bought at `now` starts (spec §4 buttons): more cameras than the licence in
 * effect start now (upgrade); otherwise it queues after the latest licence's end (extend / renew).
 */
export function paidLicenceStart(existing: readonly StoredLicence[], chlNum: number, now: number): number {
  const paid = existing.filter((l) => l.revokedAt === null && l.licenseType === LICENCE_TYPE.PAID && l.endTime > now);
  const current = pickCurrent(paid.filter((l) => l.startTime <= now));
  if (!current || chlNum > current.chlNum) return now;
  return Math.max(now, ...paid.map((l) => l.endTime));
}

/** The end of a paid licence of `durationType` starting at `start`. */
export function paidLicenceEnd(start: number, durationType: number): number {
  const term = termByDurationType(durationType);
  if (!term) throw new RangeError(`unknown durationType ${durationType}`);
  return termEndTime(start, term.duration, term.durationUnit);
}

/** A stored cloud storage plan of one channel (Unix ms). */
export interface StoredPlan {
  startTime: number;
  endTime: number;
  revokedAt: number | null;
}

/**
 * Cloud storage status of a channel at `now` (spec §4, 1-9): 8 not activated (no plan), 5 terminated,
 * 4 expired, 1/7 to be used, 3 expiring, 2 using. (6 not effective and 9 exception are not produced
 * by stored plans.)
 */
export function cloudStatusAt(plans: readonly StoredPlan[], now: number): CloudStorageStatus {
  if (plans.length === 0) return CLOUD_STORAGE_STATUS.NOT_ACTIVATED;
  const live = plans.filter((p) => p.revokedAt === null);
  const covering = live.filter((p) => p.startTime <= now && now < p.endTime);
  if (covering.length > 0) {
    const end = Math.max(...live.filter((p) => p.endTime > now).map((p) => p.endTime));
    return end - now <= CLOUD_EXPIRING_DAYS * DAY_MS ? CLOUD_STORAGE_STATUS.EXPIRING : CLOUD_STORAGE_STATUS.USING;
  }
  if (live.some((p) => p.startTime > now)) return CLOUD_STORAGE_STATUS.TO_BE_USED;
  const latest = [...plans].sort((a, b) => b.endTime - a.endTime)[0]!;
  return latest.revokedAt !== null ? CLOUD_STORAGE_STATUS.TERMINATED : CLOUD_STORAGE_STATUS.EXPIRED;
}
