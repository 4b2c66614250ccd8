import type { ResponseOf } from "@vms/api-client";

type LicenceQuery = ResponseOf<"/license-inst/query">;
type LicenceInfo = NonNullable<LicenceQuery["licenceObj"]["currentInfo"]>;

/** A current licence block (spec §3) for tests. */
export function licenceInfoFixture(patch: Partial<LicenceInfo> = {}): LicenceInfo {
  return {
    chlNum: 8, duration: 90, durationUnit: 1, durationType: 2, startTime: 0, endTime: Date.now() + 90 * 86_400_000,
    freeChlNum: 2, newFreeChlNum: 0, minChlNum: 1, maxChlNum: 10_000, licenseType: 3, status: 2, buttonList: [2, 4],
    ifShowFreeTag: false, remainDays: 90, endTimeText: "", isOverTime: false, ...patch,
  };
}

/** A /license-inst/query answer (spec §4 warning and directive) for tests. */
export function licenceQueryFixture(patch: Partial<LicenceQuery> = {}): LicenceQuery {
  return {
    licenceObj: { valid: true, currentInfo: licenceInfoFixture(), renewInfo: null, expireInfo: null },
    warning: "none", blocked: false, usedChlNum: 6, licensedChlNum: 10, list: [], ...patch,
  };
}
