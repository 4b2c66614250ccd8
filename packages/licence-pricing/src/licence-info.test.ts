import { describe, expect, it } from "vitest";
import { formatDateTime, toEpochMs } from "./date-time.js";
import {
  blocksLicensedAction,
  deriveLicenceInfo,
  deriveLicenceObj,
  formatEndTime,
  isOverTime,
  licenceWarning,
  remainingDays,
  type LicenceInfo,
  type LicenceObj,
} from "./licence-info.js";
import { LICENCE_STATUS } from "./status.js";

const UTC = { utcOffsetMinutes: 0 };
const GMT8 = { utcOffsetMinutes: 480 };
const at = (iso: string) => Date.parse(iso);

const info = (patch: Partial<LicenceInfo> = {}): LicenceInfo => ({
  chlNum: 4, duration: 1, durationUnit: 3, durationType: 4,
  startTime: "2024-01-01 00:00:00", endTime: "2025-01-01 00:00:00",
  freeChlNum: 0, newFreeChlNum: 0, minChlNum: 1, maxChlNum: 64, licenseType: 1,
  status: LICENCE_STATUS.USING, buttonList: [2, 4], ifShowFreeTag: false, remainDays: 100,
  ...patch,
});
const obj = (patch: Partial<LicenceObj> = {}): LicenceObj => ({ valid: true, currentInfo: info(), renewInfo: null, expireInfo: null, ...patch });

describe("time helpers (§9 formats)", () => {
  it("§9: reads 'YYYY-MM-DD HH:mm:ss' in a given offset and formats back", () => {
    expect(toEpochMs("2024-05-01 13:00:00", UTC)).toBe(at("2024-05-01T13:00:00Z"));
    expect(toEpochMs("2024-05-01 13:00:00", GMT8)).toBe(at("2024-05-01T05:00:00Z"));
    expect(toEpochMs("2024-05-01", UTC)).toBe(at("2024-05-01T00:00:00Z"));
    expect(toEpochMs("2024-05-01T13:00:00+02:00")).toBe(at("2024-05-01T11:00:00Z"));
    expect(toEpochMs(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(() => toEpochMs("soon")).toThrow(RangeError);
    expect(formatDateTime(at("2024-05-01T05:00:00Z"), GMT8)).toBe("2024-05-01 13:00:00");
    expect(formatDateTime(at("2024-12-31T23:59:59Z"), UTC)).toBe("2024-12-31 23:59:59");
    expect(formatDateTime(at("2024-01-01T00:30:00Z"), { utcOffsetMinutes: -60 })).toBe("2023-12-31 23:30:00");
  });

  it("§9: without an offset the runtime's local zone is used both ways", () => {
    const ms = at("2024-07-04T12:34:56Z");
    const d = new Date(ms);
    const p = (n: number) => String(n).padStart(2, "0");
    const local = `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    expect(formatDateTime(ms)).toBe(local);
    expect(toEpochMs(local)).toBe(ms);
  });
});

describe("licenceObj derived fields (§3)", () => {
  const end = "2025-01-01 00:00:00";
  const endMs = at("2025-01-01T00:00:00Z");

  it("§3: remaining days round a part day up and stop at 0", () => {
    expect(remainingDays(end, endMs - 10 * 86_400_000, UTC)).toBe(10);
    expect(remainingDays(end, endMs - 9.5 * 86_400_000, UTC)).toBe(10);
    expect(remainingDays(end, endMs - 1, UTC)).toBe(1);
    expect(remainingDays(end, endMs, UTC)).toBe(0);
    expect(remainingDays(end, endMs + 86_400_000, UTC)).toBe(0);
    expect(remainingDays(endMs, endMs - 2 * 86_400_000)).toBe(2);
  });

  it("§3: isOverTime once now is past endTime", () => {
    expect(isOverTime(end, endMs - 1, UTC)).toBe(false);
    expect(isOverTime(end, endMs, UTC)).toBe(false);
    expect(isOverTime(end, endMs + 1, UTC)).toBe(true);
  });

  it("§3: formatted endTime is 'YYYY-MM-DD HH:mm:ss'", () => {
    expect(formatEndTime(endMs, UTC)).toBe("2025-01-01 00:00:00");
    expect(formatEndTime(endMs, GMT8)).toBe("2025-01-01 08:00:00");
    expect(formatEndTime("2025-01-01 00:00:00", GMT8)).toBe("2025-01-01 00:00:00");
  });

  it("§3: deriveLicenceObj adds endTimeText and isOverTime to each present block", () => {
    const now = at("2025-06-01T00:00:00Z");
    const derived = deriveLicenceObj(obj({ renewInfo: info({ endTime: "2026-01-01 00:00:00" }) }), now, UTC);
    expect(derived.currentInfo).toMatchObject({ endTimeText: "2025-01-01 00:00:00", isOverTime: true, chlNum: 4 });
    expect(derived.renewInfo).toMatchObject({ endTimeText: "2026-01-01 00:00:00", isOverTime: false });
    expect(derived.expireInfo).toBeNull();
    expect(derived.valid).toBe(true);
    expect(deriveLicenceInfo(info(), at("2024-06-01T00:00:00Z"), UTC).isOverTime).toBe(false);
  });
});

describe("expiry warnings and the licence directive (§4)", () => {
  const now = at("2024-06-01T00:00:00Z");

  it("§4: no licence, expired, near expiry or none", () => {
    expect(licenceWarning(obj({ currentInfo: null }), now, UTC)).toBe("noLicence");
    expect(licenceWarning(obj({ currentInfo: null, expireInfo: info({ status: LICENCE_STATUS.EXPIRED }) }), now, UTC)).toBe("expired");
    expect(licenceWarning(obj({ currentInfo: info({ status: LICENCE_STATUS.EXPIRED }) }), now, UTC)).toBe("expired");
    expect(licenceWarning(obj({ currentInfo: info({ endTime: "2024-05-01 00:00:00" }) }), now, UTC)).toBe("expired");
    expect(licenceWarning(obj({ currentInfo: info({ status: LICENCE_STATUS.EXPIRING }) }), now, UTC)).toBe("nearExpiry");
    expect(licenceWarning(obj(), now, UTC)).toBe("none");
  });

  it("§4: clicks are blocked without a licence, or when expired with no free channels left", () => {
    expect(blocksLicensedAction(obj({ currentInfo: null }), now, UTC)).toBe(true);
    expect(blocksLicensedAction(obj({ currentInfo: info({ status: LICENCE_STATUS.EXPIRED, freeChlNum: 0 }) }), now, UTC)).toBe(true);
    expect(blocksLicensedAction(obj({ currentInfo: info({ status: LICENCE_STATUS.EXPIRED, freeChlNum: 2 }) }), now, UTC)).toBe(false);
    expect(blocksLicensedAction(obj({ currentInfo: null, expireInfo: info({ freeChlNum: 1 }) }), now, UTC)).toBe(false);
    expect(blocksLicensedAction(obj({ currentInfo: info({ status: LICENCE_STATUS.EXPIRING }) }), now, UTC)).toBe(false);
    expect(blocksLicensedAction(obj(), now, UTC)).toBe(false);
  });
});
