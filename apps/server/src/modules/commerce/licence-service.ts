import { translate, type Locale } from "@vms/i18n";
import { Code, type LicenceQuery, type LicenceQuoteDto, type ParsedRequestOf } from "@vms/api-client";
import { blocksLicensedAction, computeLicenceObj, formatCents, formatDateTime, isEventLoggingActive, LICENCE_CHL_BOUNDS, LICENCE_TERMS, LICENCE_TRIAL, LICENCE_TYPE, licenceWarning, quoteLicence, termByDurationType } from "@vms/licence-pricing";
import { AppError } from "../../plugins/envelope/app-error.js";
import type { Caller } from "../access/caller.js";
import type { CommerceRepository } from "./commerce-repository.js";
import { toStoredLicence } from "./commerce-dto.js";
import type { LicenceCheck, RetentionLicence } from "./licence-port.js";

/** The licence service terms, translated per request (lingui extracts the marked object). */
export const LICENCE_SERVICE_TERM = /*i18n*/ { id: "commerce.licenceServiceTerm", message: "Licences are sold per camera for 30, 90 or 180 days, 1 year or 2 years. The free channels stay free. A licence bought while another is in effect starts when that one ends, unless it covers more cameras. Payments are final except for chargebacks, which end what was bought." };

/** Licences of spec §1/§3/§4 computed with @vms/licence-pricing (the only place the rules live). */
export function createLicenceService(deps: { repo: CommerceRepository; freeChlNum: number; now: () => number }) {
  const { repo, freeChlNum, now } = deps;
  const objOf = async (orgId: string, at: number) => computeLicenceObj((await repo.licencesOf(orgId)).map((l) => toStoredLicence(l, l.orderNo)), freeChlNum, at);

  // Spec §4 licence directive: a licensed action is refused when the organization has no licence, or
  // its licence expired and no free channels remain — the same rule the console's directive applies,
  // so a click the console lets through is never refused here.
  const check: LicenceCheck = {
    async isLicensed(orgId, _sn, _chlIndex, nowMs) {
      return !blocksLicensedAction(await objOf(orgId, nowMs), nowMs, { utcOffsetMinutes: 0 });
    },
  };

  /** Event retention (spec §4 Expiry): licensed while a paid or trial licence is in effect; else when the last one ended. */
  async function retentionState(orgId: string, nowMs: number): Promise<RetentionLicence> {
    const obj = await objOf(orgId, nowMs);
    if (obj.currentInfo && obj.currentInfo.licenseType !== LICENCE_TYPE.FREE) return { kind: "licensed" };
    if (obj.expireInfo) return { kind: "expired", at: new Date(obj.expireInfo.endTime) };
    return { kind: "free" };
  }

  /**
   * Spec §4 Expiry: "events are stored 15 more days after expiry, then logging stops" — except on free
   * channels, which are free forever: an organization's first-bound channels, up to its free count.
   */
  async function eventLoggingActive(orgId: string, sn: string, chlIndex: number, nowMs: number): Promise<boolean> {
    const obj = await objOf(orgId, nowMs);
    if (obj.currentInfo && obj.currentInfo.licenseType !== LICENCE_TYPE.FREE) return true;
    if (!obj.expireInfo) return true;
    if (isEventLoggingActive("licensed", obj.expireInfo.endTime, nowMs)) return true;
    if (freeChlNum <= 0) return false;
    const rank = (await repo.channelsOf(orgId)).findIndex((c) => c.sn === sn && c.chlIndex === chlIndex);
    return rank >= 0 && rank < freeChlNum;
  }

  return {
    check,
    retentionState,
    eventLoggingActive,
    objOf,
    async query(caller: Caller, data: ParsedRequestOf<"/license-inst/query">): Promise<LicenceQuery> {
      const at = now();
      const orgId = caller.user.orgId;
      const obj = await objOf(orgId, at);
      const used = (await repo.channelsOf(orgId)).length;
      const list = obj.list
        .filter((l) => data.status === 0 || l.status === data.status)
        .map((l) => ({ licenseId: l.id, licenseType: l.licenseType, chlNum: l.chlNum, durationType: l.durationType, startTime: l.startTime, endTime: l.endTime, endTimeText: formatDateTime(l.endTime, { utcOffsetMinutes: 0 }), status: l.status, buttonList: l.buttonList, remainDays: l.remainDays, orderNo: l.orderNo }));
      return {
        licenceObj: { valid: obj.valid, currentInfo: obj.currentInfo, renewInfo: obj.renewInfo, expireInfo: obj.expireInfo },
        warning: licenceWarning(obj, at, { utcOffsetMinutes: 0 }),
        blocked: blocksLicensedAction(obj, at, { utcOffsetMinutes: 0 }),
        usedChlNum: used,
        licensedChlNum: obj.valid ? Math.min(used, obj.licensedChlNum) : 0,
        list,
      };
    },
    async terms(caller: Caller, locale: Locale) {
      return {
        terms: LICENCE_TERMS.map((t) => ({ durationType: t.durationType, duration: t.duration, durationUnit: t.durationUnit })),
        minChlNum: LICENCE_CHL_BOUNDS.MIN, maxChlNum: LICENCE_CHL_BOUNDS.MAX, freeChlNum,
        trialAvailable: !(await repo.trialUsed("licence", caller.user.orgId)),
        trialDays: LICENCE_TRIAL.DAYS, trialChlNum: LICENCE_TRIAL.MAX_CHL_NUM, serviceTerm: translate(locale, LICENCE_SERVICE_TERM),
      };
    },
    /** Spec §5 quote: 23025 when the matrix has no price; payable false with 23036 / 23019 out of limits. */
    async quote(durationType: number, chlNum: number): Promise<LicenceQuoteDto> {
      const term = termByDurationType(durationType);
      if (!term) throw new AppError(Code.LICENCE_TERM_NOT_ON_SALE);
      const matrix = (await repo.prices()).map((p) => ({ term: termByDurationType(p.durationType)!.id, unitPrice: p.unitPrice, minChlNum: p.minChlNum, maxChlNum: p.maxChlNum }));
      let q;
      try {
        q = quoteLicence({ matrix, term: term.id, chlNum });
      } catch {
        throw new AppError(Code.NO_PRICE);
      }
      return { durationType, chlNum, currency: "USD", unitPrice: formatCents(q.unitPriceCents), total: q.total, totalCents: q.totalCents, payable: q.payable, code: q.payable ? null : q.code };
    },
  };
}

export type LicenceService = ReturnType<typeof createLicenceService>;
