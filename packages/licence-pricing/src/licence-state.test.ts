import { describe, expect, it } from "vitest";
import { DAY_MS } from "./date-time.js";
import {
  cloudStatusAt,
  computeLicenceObj,
  LICENCE_TYPE,
  licenceButtons,
  licenceStatusAt,
  paidLicenceEnd,
  paidLicenceStart,
  type LicenceType,
  type StoredLicence,
} from "./licence-state.js";
import { LICENCE_BUTTON as B, LICENCE_STATUS as S, type LicenceStatus } from "./status.js";

const NOW = Date.UTC(2026, 5, 1);
let seq = 0;
const lic = (over: Partial<StoredLicence> = {}): StoredLicence => ({
  id: `l${++seq}`, licenseType: LICENCE_TYPE.PAID, chlNum: 8, durationType: 2, startTime: NOW - 10 * DAY_MS, endTime: NOW + 80 * DAY_MS, revokedAt: null, orderNo: null, ...over,
});

// spec §4 licence statuses 1-7: every status from the stored facts.
describe("§4 licence status transitions", () => {
  const cases: Array<[string, () => { target: StoredLicence; others: StoredLicence[] }, LicenceStatus]> = [
    ["1 to be used: starts later, nothing in effect", () => ({ target: lic({ startTime: NOW + DAY_MS, endTime: NOW + 91 * DAY_MS }), others: [] }), S.TO_BE_USED],
    ["2 using: in effect, more than 7 days left", () => ({ target: lic(), others: [] }), S.USING],
    ["3 expiring: in effect, 7 days or less left", () => ({ target: lic({ endTime: NOW + 7 * DAY_MS }), others: [] }), S.EXPIRING],
    ["2 using: 7 days and one ms left", () => ({ target: lic({ endTime: NOW + 7 * DAY_MS + 1 }), others: [] }), S.USING],
    ["4 expired: end passed", () => ({ target: lic({ endTime: NOW - 1 }), others: [] }), S.EXPIRED],
    ["4 expired: exactly at the end", () => ({ target: lic({ endTime: NOW }), others: [] }), S.EXPIRED],
    ["5 terminated: revoked by a chargeback (even before its end)", () => ({ target: lic({ revokedAt: NOW - DAY_MS }), others: [] }), S.TERMINATED],
    ["6 not effective: a covering licence with more cameras wins", () => ({ target: lic({ chlNum: 4 }), others: [lic({ chlNum: 16 })] }), S.NOT_EFFECTIVE],
    ["6 not effective: a trial under a paid licence", () => ({ target: lic({ licenseType: LICENCE_TYPE.TRIAL, chlNum: 16 }), others: [lic({ chlNum: 2 })] }), S.NOT_EFFECTIVE],
    ["7 to be used: a renewal queued after the licence in effect", () => ({ target: lic({ startTime: NOW + 80 * DAY_MS, endTime: NOW + 170 * DAY_MS }), others: [lic()] }), S.TO_BE_USED_RENEWAL],
  ];
  it.each(cases)("%s", (_name, make, expected) => {
    const { target, others } = make();
    expect(licenceStatusAt(target, [target, ...others], NOW)).toBe(expected);
  });
});

// spec §4 licence buttons 1-5 per status and licence type.
describe("§4 licence buttons", () => {
  const paid = LICENCE_TYPE.PAID;
  const trial = LICENCE_TYPE.TRIAL;
  const cases: Array<[LicenceStatus, LicenceType, number[]]> = [
    [S.TO_BE_USED, paid, []],
    [S.USING, paid, [B.EXTEND, B.UPGRADE_NOW]],
    [S.EXPIRING, paid, [B.RENEW_NOW, B.UPGRADE_NOW]],
    [S.EXPIRED, paid, [B.BUY_AGAIN]],
    [S.TERMINATED, paid, [B.BUY_AGAIN]],
    [S.NOT_EFFECTIVE, paid, []],
    [S.TO_BE_USED_RENEWAL, paid, []],
    [S.USING, trial, [B.BUY_NOW]],
    [S.EXPIRING, trial, [B.BUY_NOW]],
    [S.EXPIRED, trial, [B.BUY_NOW]],
    [S.NOT_EFFECTIVE, trial, []],
    [S.USING, LICENCE_TYPE.FREE, [B.BUY_NOW]],
  ];
  it.each(cases)("status %i type %i → %j", (status, type, buttons) => {
    expect(licenceButtons(status, type)).toEqual(buttons);
  });
});

describe("§3 licenceObj", () => {
  it("nothing bought, no free channels: invalid, no blocks (the directive blocks)", () => {
    expect(computeLicenceObj([], 0, NOW)).toMatchObject({ valid: false, currentInfo: null, renewInfo: null, expireInfo: null, licensedChlNum: 0 });
  });
  it("free channels only: the free tier is current with buy now and the free tag", () => {
    const obj = computeLicenceObj([], 4, NOW);
    expect(obj.valid).toBe(true);
    expect(obj.currentInfo).toMatchObject({ licenseType: LICENCE_TYPE.FREE, chlNum: 4, status: S.USING, buttonList: [B.BUY_NOW], ifShowFreeTag: true, isOverTime: false });
    expect(obj.licensedChlNum).toBe(4);
  });
  it("a paid licence in effect and a queued renewal", () => {
    const obj = computeLicenceObj([lic(), lic({ startTime: NOW + 80 * DAY_MS, endTime: NOW + 170 * DAY_MS })], 2, NOW);
    expect(obj.currentInfo).toMatchObject({ status: S.USING, chlNum: 8, remainDays: 80, duration: 90, durationUnit: 1, buttonList: [B.EXTEND, B.UPGRADE_NOW] });
    expect(obj.renewInfo).toMatchObject({ status: S.TO_BE_USED_RENEWAL });
    expect(obj.expireInfo).toBeNull();
    expect(obj.licensedChlNum).toBe(10);
  });
  it("expired: expireInfo carries it with isOverTime and buy again; free tier is not current then", () => {
    const obj = computeLicenceObj([lic({ endTime: NOW - DAY_MS })], 4, NOW);
    expect(obj.valid).toBe(false);
    expect(obj.currentInfo).toBeNull();
    expect(obj.expireInfo).toMatchObject({ status: S.EXPIRED, isOverTime: true, buttonList: [B.BUY_AGAIN], freeChlNum: 4 });
  });
});

describe("§4 extend / upgrade start times", () => {
  it("no licence: starts now; more cameras: upgrade starts now; same or fewer: queued after the end", () => {
    expect(paidLicenceStart([], 8, NOW)).toBe(NOW);
    const current = lic();
    expect(paidLicenceStart([current], 16, NOW)).toBe(NOW);
    expect(paidLicenceStart([current], 8, NOW)).toBe(current.endTime);
    expect(paidLicenceEnd(NOW, 2)).toBe(NOW + 90 * DAY_MS);
  });
});

// spec §4 cloud storage status 1-9 (the ones stored plans produce).
describe("§4 cloud storage status", () => {
  const plan = (startTime: number, endTime: number, revokedAt: number | null = null) => ({ startTime, endTime, revokedAt });
  it.each([
    ["8 not activated", [], 8],
    ["2 using", [plan(NOW - DAY_MS, NOW + 30 * DAY_MS)], 2],
    ["3 expiring (3 days or less)", [plan(NOW - DAY_MS, NOW + 3 * DAY_MS)], 3],
    ["2 using: a 7-day trial just started", [plan(NOW, NOW + 7 * DAY_MS)], 2],
    ["4 expired", [plan(NOW - 40 * DAY_MS, NOW - DAY_MS)], 4],
    ["5 terminated", [plan(NOW - DAY_MS, NOW + 30 * DAY_MS, NOW)], 5],
    ["1 to be used", [plan(NOW + DAY_MS, NOW + 30 * DAY_MS)], 1],
    ["2 using with a renewal queued (not expiring)", [plan(NOW - DAY_MS, NOW + 3 * DAY_MS), plan(NOW + 3 * DAY_MS, NOW + 33 * DAY_MS)], 2],
  ] as const)("%s", (_n, plans, expected) => {
    expect(cloudStatusAt(plans, NOW)).toBe(expected);
  });
});
