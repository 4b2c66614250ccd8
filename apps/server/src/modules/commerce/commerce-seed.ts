import { DAY_MS } from "@vms/licence-pricing";
import type { CommerceRepository } from "./commerce-repository.js";

/** The price matrix seeded into an empty table (USD per camera per term); edit with cli/price-matrix. */
export const DEFAULT_PRICES = [
  { durationType: 1, unitPrice: "1.99" },
  { durationType: 2, unitPrice: "4.99" },
  { durationType: 3, unitPrice: "8.99" },
  { durationType: 4, unitPrice: "15.99" },
  { durationType: 5, unitPrice: "27.99" },
];

/** Cloud storage packages (spec §3): days of cyclic storage × term; the free trial package first. */
export const DEFAULT_GOODS = [
  { id: "cs-trial-7d", name: "Free trial · 7-day cyclic storage", storageDays: 7, termType: 1, termMonths: 0, priceCents: 0, trial: true, sort: 0 },
  { id: "cs-7d-month", name: "7-day cyclic storage · monthly", storageDays: 7, termType: 1, termMonths: 1, priceCents: 299, trial: false, sort: 1 },
  { id: "cs-7d-quarter", name: "7-day cyclic storage · quarterly", storageDays: 7, termType: 2, termMonths: 3, priceCents: 799, trial: false, sort: 2 },
  { id: "cs-30d-half", name: "30-day cyclic storage · half-year", storageDays: 30, termType: 3, termMonths: 6, priceCents: 2999, trial: false, sort: 3 },
  { id: "cs-30d-year", name: "30-day cyclic storage · annual", storageDays: 30, termType: 4, termMonths: 12, priceCents: 4999, trial: false, sort: 4 },
];

export async function seedCatalogue(repo: CommerceRepository): Promise<void> {
  await repo.seedGoods(DEFAULT_GOODS);
  await repo.seedPricesIfEmpty(DEFAULT_PRICES);
}

/** Demo: the first `count` channels of the demo organization get a seeded 30-day plan (once). */
export async function seedDemoPlans(repo: CommerceRepository, orgName: string, now: number, count = 3): Promise<boolean> {
  const orgId = await repo.orgIdByName(orgName);
  if (!orgId || (await repo.hasSeededPlans(orgId))) return false;
  const channels = (await repo.channelsOf(orgId)).slice(0, count);
  if (channels.length === 0) return false;
  for (const c of channels) {
    await repo.insertPlan({ orgId, orderId: null, sn: c.sn, chlIndex: c.chlIndex, goodsId: "cs-30d-year", storageDays: 30, startTime: new Date(now), endTime: new Date(now + 365 * DAY_MS), seeded: true });
  }
  return true;
}
