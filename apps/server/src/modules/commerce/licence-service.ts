import { translate, type Locale } from "@vms/i18n";
import { Code, type LicenceQuery, type LicenceQuoteDto, type ParsedRequestOf } from "@vms/api-client";
import { blocksLicensedAction, channelLicence, channelLogsEvents, computeLicenceObj, formatCents, formatDateTime, LICENCE_CHL_BOUNDS, LICENCE_TERMS, LICENCE_TRIAL, LICENCE_TYPE, licenceSlots, licenceWarning, quoteLicence, termByDurationType, usableChannels, LICENCE_STATUS_FILTER_ALL, type ChannelLicence, type LicenceRefusal, type LicenceSlots } from "@vms/licence-pricing";
import { AppError } from "../../core/app-error.js";
import { toStoredLicence } from "./commerce-dto.js";
import type { CommerceRepository, LicenceChannel } from "./commerce-repository.js";
import type { LicenceCheck, LicensedChannels, RetentionLicence } from "../../core/licence-port.js";
import type { Caller } from "../../core/caller.js";

/** The licence service terms, translated per request (lingui extracts the marked object). */
export const LICENCE_SERVICE_TERM = /*i18n*/ { id: "commerce.licenceServiceTerm", message: "Licences are sold per camera for 30, 90 or 180 days, 1 year or 2 years. The free channels stay free. A licence bought while another is in effect starts when that one ends, unless it covers more cameras. Payments are final except for chargebacks, which end what was bought." };

/** The catalogue code of each reason a channel is refused (spec §8 Licence group). */
const REFUSAL_CODES: Readonly<Record<LicenceRefusal, number>> = { beyondCount: Code.NOT_LICENSED, noLicence: Code.NO_LICENCE, expired: Code.LICENCE_EXPIRED };
const channelKey = (sn: string, chlIndex: number) => `${sn}\u0000${chlIndex}`;

/** Licences of spec §1/§3/§4 computed with @vms/licence-pricing (the only place the rules live). */
export function createLicenceService(deps: { repo: CommerceRepository; freeChlNum: number; now: () => number }) {
  const { repo, freeChlNum, now } = deps;
  const objOf = async (orgId: string, at: number) => computeLicenceObj((await repo.licencesOf(orgId)).map((l) => toStoredLicence(l, l.orderNo)), freeChlNum, at);

  /** The licence order and its slots at `at` (issue 27, decision 0019). */
  async function standings(orgId: string, at: number): Promise<{ slots: LicenceSlots; order: LicenceChannel[]; rankOf: (sn: string, chlIndex: number) => number }> {
    const [obj, order] = await Promise.all([objOf(orgId, at), repo.licenceOrder(orgId)]);
    const ranks = new Map(order.map((c, i) => [channelKey(c.sn, c.chlIndex), i]));
    return { slots: licenceSlots(obj, freeChlNum), order, rankOf: (sn, chlIndex) => ranks.get(channelKey(sn, chlIndex)) ?? -1 };
  }

  // Spec §4 licence directive, per channel: the first free-plus-licensed cameras of the licence
  // order are usable; any other channel is refused with the code saying why.
  const check: LicenceCheck = {
    async refusal(orgId, sn, chlIndex, nowMs) {
      return (await check.channels(orgId, nowMs)).refusal(sn, chlIndex);
    },
    async channels(orgId, nowMs): Promise<LicensedChannels> {
      const { slots, rankOf } = await standings(orgId, nowMs);
      return {
        refusal(sn, chlIndex) {
          const rank = rankOf(sn, chlIndex);
          // Not a camera of the organization (no such channel, or none on it): the call's own checks answer.
          if (rank < 0) return null;
          return channelLicence(rank, slots) === "unlicensed" ? REFUSAL_CODES[slots.refusal] : null;
        },
      };
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
   * Spec §4 Expiry per channel: a usable channel logs events; after the licence that covered it
   * ended, 15 more days; an unlicensed channel none (free channels always log: free forever).
   */
  async function eventLoggingActive(orgId: string, sn: string, chlIndex: number, nowMs: number): Promise<boolean> {
    const { slots, rankOf } = await standings(orgId, nowMs);
    const rank = rankOf(sn, chlIndex);
    // A device-level event (no camera channel) is not the licence's business.
    return rank < 0 || channelLogsEvents(rank, slots, nowMs);
  }

  /** Every camera of the organization with its standing (the licence list and the channel tree). */
  async function channelStandings(orgId: string, nowMs: number): Promise<{ slots: LicenceSlots; list: Array<LicenceChannel & { place: number; licence: ChannelLicence }> }> {
    const { slots, order } = await standings(orgId, nowMs);
    return { slots, list: order.map((c, i) => ({ ...c, place: i + 1, licence: channelLicence(i, slots) })) };
  }

  return {
    check,
    retentionState,
    eventLoggingActive,
    channelStandings,
    objOf,
    async query(caller: Caller, data: ParsedRequestOf<"/license-inst/query">): Promise<LicenceQuery> {
      const at = now();
      const orgId = caller.user.orgId;
      const obj = await objOf(orgId, at);
      const used = (await repo.licenceOrder(orgId)).length;
      const list = obj.list
        .filter((l) => data.status === LICENCE_STATUS_FILTER_ALL || l.status === data.status)
        .map((l) => ({ licenseId: l.id, licenseType: l.licenseType, chlNum: l.chlNum, durationType: l.durationType, startTime: l.startTime, endTime: l.endTime, endTimeText: formatDateTime(l.endTime, { utcOffsetMinutes: 0 }), status: l.status, buttonList: l.buttonList, remainDays: l.remainDays, orderNo: l.orderNo }));
      return {
        licenceObj: { valid: obj.valid, currentInfo: obj.currentInfo, renewInfo: obj.renewInfo, expireInfo: obj.expireInfo },
        warning: licenceWarning(obj, at, { utcOffsetMinutes: 0 }),
        blocked: blocksLicensedAction(obj, at, { utcOffsetMinutes: 0 }),
        usedChlNum: used,
        // What is licensed (free plus the licence in effect), not how many of those are in use.
        licensedChlNum: usableChannels(licenceSlots(obj, freeChlNum)),
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
