import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { likeOf } from "../../db/like.js";
import { roles, users } from "../../db/schema/accounts.js";
import type { AppDatabase } from "../../db/database.js";
import { cloudGoods, cloudPlans, commerceOrders, licenceChannelRanks, licencePrices, licences, paymentEvents, paymentRefunds, trialUses } from "../../db/schema/commerce.js";
import { channels, devices } from "../../db/schema/devices.js";
import { sites } from "../../db/schema/sites.js";
import { organizations } from "../../db/schema/system.js";

export type OrderRow = typeof commerceOrders.$inferSelect;
export type NewOrder = typeof commerceOrders.$inferInsert;
export type LicenceRowDb = typeof licences.$inferSelect;
export type PlanRow = typeof cloudPlans.$inferSelect;
export type GoodsRow = typeof cloudGoods.$inferSelect;
export type PriceRow = typeof licencePrices.$inferSelect;
type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];
type Db = AppDatabase | Tx;

export interface OrderFilter {
  orgId: string;
  orderTypes: number[];
  status?: number[] | undefined;
  orderNo?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** A bound channel with its device and site names (read-only view of the devices and sites tables). */
export interface ChannelView {
  sn: string;
  chlIndex: number;
  chlName: string;
  devName: string;
  siteId: string;
  siteName: string;
}

/** A camera (configured channel) in licence order, with its device row id. */
export interface LicenceChannel extends ChannelView {
  deviceId: number;
}

/** Rows of licences, plans, orders, prices, trials and webhook events. Callers scope by organization. */
export function createCommerceRepository(db: AppDatabase) {
  const orders = {
    async insert(row: NewOrder, tx: Db = db): Promise<OrderRow> {
      const [created] = await tx.insert(commerceOrders).values(row).returning();
      return created!;
    },
    async byNo(orderNo: string, tx: Db = db): Promise<OrderRow | null> {
      const [row] = await tx.select().from(commerceOrders).where(eq(commerceOrders.orderNo, orderNo)).limit(1);
      return row ?? null;
    },
    async byTransaction(transactionId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(commerceOrders).where(eq(commerceOrders.transactionId, transactionId)).limit(1);
      return row ?? null;
    },
    async byPayment(paymentId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(commerceOrders).where(eq(commerceOrders.paymentId, paymentId)).limit(1);
      return row ?? null;
    },
    /** Moves an order from one of `from` to new values; null when it was not in those statuses (someone else won). */
    async transition(id: string, from: number[], values: Partial<NewOrder>, tx: Db = db): Promise<OrderRow | null> {
      const [row] = await tx.update(commerceOrders).set({ ...values, updatedAt: new Date() }).where(and(eq(commerceOrders.id, id), inArray(commerceOrders.status, from))).returning();
      return row ?? null;
    },
    /**
     * Claims the right to replace an unpaid order's checkout: one call at a time, decided by this
     * conditional update (a claim older than `staleBefore` is a crashed call's and may be taken over).
     */
    async claimCheckout(id: string, token: string, at: Date, staleBefore: Date): Promise<OrderRow | null> {
      const [row] = await db.update(commerceOrders).set({ checkoutClaim: token, checkoutClaimedAt: at })
        .where(and(eq(commerceOrders.id, id), eq(commerceOrders.status, 1), or(isNull(commerceOrders.checkoutClaim), lt(commerceOrders.checkoutClaimedAt, staleBefore)))).returning();
      return row ?? null;
    },
    /** Ends a claim with the new checkout's values; null when the order stopped being to pay or the claim was taken over. */
    async finishCheckout(id: string, token: string, values: Partial<NewOrder>): Promise<OrderRow | null> {
      const [row] = await db.update(commerceOrders).set({ ...values, checkoutClaim: null, checkoutClaimedAt: null, updatedAt: new Date() })
        .where(and(eq(commerceOrders.id, id), eq(commerceOrders.status, 1), eq(commerceOrders.checkoutClaim, token))).returning();
      return row ?? null;
    },
    /**
     * Drops a claim that opened no checkout. `forget`: the checkout the claim closed; while the order
     * is still to pay it stops being the current one, so its expiry event cancels nothing.
     */
    async releaseCheckout(id: string, token: string, forget: string | null = null): Promise<void> {
      const mine = and(eq(commerceOrders.id, id), eq(commerceOrders.checkoutClaim, token));
      if (forget) await db.update(commerceOrders).set({ paymentId: null, checkoutUrl: null }).where(and(mine, eq(commerceOrders.status, 1), eq(commerceOrders.paymentId, forget)));
      await db.update(commerceOrders).set({ checkoutClaim: null, checkoutClaimedAt: null }).where(mine);
    },
    /**
     * Cancels an unpaid order whose current checkout closed, unless a call is replacing that checkout now.
     * A renewal order stays payable until its deadline, the plan's end (decision 0035): a checkout
     * closing before then (the provider keeps one open 24 h at most) leaves it to pay.
     */
    async cancelOnExpiry(id: string, paymentId: string, at: Date): Promise<OrderRow | null> {
      const [row] = await db.update(commerceOrders).set({ status: 3, updatedAt: new Date() })
        .where(and(eq(commerceOrders.id, id), eq(commerceOrders.status, 1), eq(commerceOrders.paymentId, paymentId), isNull(commerceOrders.checkoutClaim),
          or(eq(commerceOrders.renewal, false), isNull(commerceOrders.payDeadline), lte(commerceOrders.payDeadline, at)))).returning();
      return row ?? null;
    },
    async page(f: OrderFilter, pageNum: number, pageSize: number): Promise<{ total: number; list: OrderRow[] }> {
      const conds: Array<SQL | undefined> = [eq(commerceOrders.orgId, f.orgId), inArray(commerceOrders.orderType, f.orderTypes)];
      if (f.status?.length) conds.push(inArray(commerceOrders.status, f.status));
      // Part of the number finds the order (issue 28): people copy a fragment from a receipt or a bank line.
      if (f.orderNo?.trim()) conds.push(ilike(commerceOrders.orderNo, likeOf(f.orderNo.trim())));
      if (f.from !== undefined) conds.push(gte(commerceOrders.createdAt, new Date(f.from)));
      if (f.to !== undefined) conds.push(lte(commerceOrders.createdAt, new Date(f.to)));
      const where = and(...conds);
      const [{ total }] = (await db.select({ total: count() }).from(commerceOrders).where(where)) as [{ total: number }];
      const list = await db.select().from(commerceOrders).where(where).orderBy(desc(commerceOrders.createdAt), desc(commerceOrders.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
      return { total, list };
    },
    async unpaid(orgId: string, orderType: number, sn?: string, chlIndex?: number): Promise<OrderRow | null> {
      const conds: Array<SQL | undefined> = [eq(commerceOrders.orgId, orgId), eq(commerceOrders.orderType, orderType), eq(commerceOrders.status, 1)];
      if (sn !== undefined && chlIndex !== undefined) {
        // The channel is the order's first, or one of a several-channel order's (issue 28).
        conds.push(or(and(eq(commerceOrders.sn, sn), eq(commerceOrders.chlIndex, chlIndex)), sql`${commerceOrders.channels} @> ${JSON.stringify([{ sn, chlIndex }])}::jsonb`));
      } else if (sn !== undefined) conds.push(eq(commerceOrders.sn, sn));
      const [row] = await db.select().from(commerceOrders).where(and(...conds)).orderBy(desc(commerceOrders.createdAt)).limit(1);
      return row ?? null;
    },
  };
  return {
    db,
    orders,
    async licencesOf(orgId: string, tx: Db = db): Promise<Array<LicenceRowDb & { orderNo: string | null }>> {
      const rows = await tx.select({ l: licences, orderNo: commerceOrders.orderNo }).from(licences).leftJoin(commerceOrders, eq(commerceOrders.id, licences.orderId)).where(eq(licences.orgId, orgId));
      return rows.map((r) => ({ ...r.l, orderNo: r.orderNo }));
    },
    async insertLicence(row: typeof licences.$inferInsert, tx: Db): Promise<boolean> {
      const created = await tx.insert(licences).values(row).onConflictDoNothing().returning({ id: licences.id });
      return created.length > 0;
    },
    async revokeByOrder(orderId: string, at: Date, tx: Db): Promise<void> {
      await tx.update(licences).set({ revokedAt: at }).where(and(eq(licences.orderId, orderId), isNull(licences.revokedAt)));
      await tx.update(cloudPlans).set({ revokedAt: at }).where(and(eq(cloudPlans.orderId, orderId), isNull(cloudPlans.revokedAt)));
    },
    async plansOf(orgId: string, sn?: string, chlIndex?: number, tx: Db = db): Promise<PlanRow[]> {
      const conds = [eq(cloudPlans.orgId, orgId)];
      if (sn !== undefined) conds.push(eq(cloudPlans.sn, sn));
      if (chlIndex !== undefined) conds.push(eq(cloudPlans.chlIndex, chlIndex));
      return tx.select().from(cloudPlans).where(and(...conds));
    },
    /** Auto renew of a channel's paid plans in effect or to come; the number of plans it set. */
    async setAutoRenew(orgId: string, sn: string, chlIndex: number, autoRenew: boolean, at: Date): Promise<number> {
      const set = await db
        .update(cloudPlans)
        .set({ autoRenew })
        .where(and(eq(cloudPlans.orgId, orgId), eq(cloudPlans.sn, sn), eq(cloudPlans.chlIndex, chlIndex), eq(cloudPlans.trial, false), isNull(cloudPlans.revokedAt), sql`${cloudPlans.endTime} > ${at}`))
        .returning({ id: cloudPlans.id });
      return set.length;
    },
    /**
     * Paid plans with auto renew ending in (at, before] that have no renewal order yet and are their
     * channel's last (a plan bought after them already continues the channel) (decision 0035).
     */
    async renewalDue(at: Date, before: Date): Promise<PlanRow[]> {
      const later = sql`exists (select 1 from ${cloudPlans} as l where l.org_id = ${cloudPlans.orgId} and l.sn = ${cloudPlans.sn} and l.chl_index = ${cloudPlans.chlIndex} and l.revoked_at is null and l.end_time > ${cloudPlans.endTime})`;
      return db.select().from(cloudPlans).where(and(eq(cloudPlans.autoRenew, true), eq(cloudPlans.trial, false), eq(cloudPlans.seeded, false), isNull(cloudPlans.revokedAt), isNull(cloudPlans.renewalOrderId),
        sql`${cloudPlans.orderId} is not null`, sql`${cloudPlans.endTime} > ${at}`, lte(cloudPlans.endTime, before), sql`not ${later}`));
    },
    /** Ties a renewal order to its plan; false when another sweep did first (the caller rolls back). */
    async claimRenewal(planId: string, orderId: string, tx: Db): Promise<boolean> {
      const set = await tx.update(cloudPlans).set({ renewalOrderId: orderId }).where(and(eq(cloudPlans.id, planId), isNull(cloudPlans.renewalOrderId))).returning({ id: cloudPlans.id });
      return set.length > 0;
    },
    /** Unties a cancelled renewal order from its plan, so the next sweep may make another. */
    async releaseRenewal(orderId: string): Promise<void> {
      await db.update(cloudPlans).set({ renewalOrderId: null }).where(and(eq(cloudPlans.renewalOrderId, orderId), sql`exists (select 1 from ${commerceOrders} o where o.id = ${orderId} and o.status = 3)`));
    },
    /** E-mail addresses of an organization's administrators (activated, not deleted). */
    async adminEmails(orgId: string): Promise<string[]> {
      const rows = await db.select({ email: users.email }).from(users).innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(users.orgId, orgId), eq(roles.builtinKey, "orgAdmin"), eq(users.state, 1), isNull(users.deletedAt)));
      return rows.map((r) => r.email);
    },
    async livePlans(at: Date): Promise<PlanRow[]> {
      return db.select().from(cloudPlans).where(and(isNull(cloudPlans.revokedAt), lte(cloudPlans.startTime, at), sql`${cloudPlans.endTime} > ${at}`));
    },
    async insertPlan(row: typeof cloudPlans.$inferInsert, tx: Db = db): Promise<boolean> {
      const created = await tx.insert(cloudPlans).values(row).onConflictDoNothing().returning({ id: cloudPlans.id });
      return created.length > 0;
    },
    async trialUsed(kind: "licence" | "cloud", subject: string): Promise<boolean> {
      const [row] = await db.select({ k: trialUses.kind }).from(trialUses).where(and(eq(trialUses.kind, kind), eq(trialUses.subject, subject))).limit(1);
      return Boolean(row);
    },
    /** Claims the trial; false when it was used already (the primary key decides under concurrency). */
    async claimTrial(kind: "licence" | "cloud", subject: string, orderId: string, tx: Db): Promise<boolean> {
      const created = await tx.insert(trialUses).values({ kind, subject, orderId }).onConflictDoNothing().returning({ k: trialUses.kind });
      return created.length > 0;
    },
    /** Records a webhook event; false when it was seen before. */
    async recordEvent(eventId: string, type: string, orderNo: string | null, outcome: string): Promise<boolean> {
      const created = await db.insert(paymentEvents).values({ eventId, type, orderNo, outcome }).onConflictDoNothing().returning({ id: paymentEvents.eventId });
      return created.length > 0;
    },
    /** Claims the refund of a payment; false when it was claimed before (one refund per payment). */
    async claimRefund(row: typeof paymentRefunds.$inferInsert): Promise<boolean> {
      const created = await db.insert(paymentRefunds).values(row).onConflictDoNothing().returning({ id: paymentRefunds.transactionId });
      return created.length > 0;
    },
    async refunded(transactionId: string, refundId: string): Promise<void> {
      await db.update(paymentRefunds).set({ refundId, refundedAt: new Date() }).where(eq(paymentRefunds.transactionId, transactionId));
    },
    /** Gives a claim back after the provider refused or failed (the provider's retry claims again). */
    async dropRefund(transactionId: string): Promise<void> {
      await db.delete(paymentRefunds).where(and(eq(paymentRefunds.transactionId, transactionId), isNull(paymentRefunds.refundId)));
    },
    /** When what an order bought starts (its licence or cloud plan), null when it bought nothing. */
    async startOfOrder(orderId: string): Promise<Date | null> {
      const [licence] = await db.select({ start: licences.startTime }).from(licences).where(eq(licences.orderId, orderId)).limit(1);
      if (licence) return licence.start;
      const [plan] = await db.select({ start: cloudPlans.startTime }).from(cloudPlans).where(eq(cloudPlans.orderId, orderId)).limit(1);
      return plan?.start ?? null;
    },
    async prices(): Promise<PriceRow[]> {
      return db.select().from(licencePrices).orderBy(asc(licencePrices.durationType), asc(licencePrices.minChlNum));
    },
    async upsertPrice(durationType: number, minChlNum: number, maxChlNum: number, unitPrice: string): Promise<void> {
      await db.insert(licencePrices).values({ durationType, minChlNum, maxChlNum, unitPrice })
        .onConflictDoUpdate({ target: [licencePrices.durationType, licencePrices.minChlNum, licencePrices.maxChlNum], set: { unitPrice, updatedAt: new Date() } });
    },
    async deletePrice(durationType: number, minChlNum: number, maxChlNum: number): Promise<number> {
      const gone = await db.delete(licencePrices).where(and(eq(licencePrices.durationType, durationType), eq(licencePrices.minChlNum, minChlNum), eq(licencePrices.maxChlNum, maxChlNum))).returning({ id: licencePrices.id });
      return gone.length;
    },
    async goods(tx: Db = db): Promise<GoodsRow[]> {
      return tx.select().from(cloudGoods).orderBy(asc(cloudGoods.sort), asc(cloudGoods.id));
    },
    async seedGoods(rows: Array<typeof cloudGoods.$inferInsert>): Promise<void> {
      if (rows.length) await db.insert(cloudGoods).values(rows).onConflictDoNothing();
    },
    async seedPricesIfEmpty(rows: Array<{ durationType: number; unitPrice: string }>): Promise<void> {
      const [{ n }] = (await db.select({ n: count() }).from(licencePrices)) as [{ n: number }];
      if (n === 0) await db.insert(licencePrices).values(rows).onConflictDoNothing();
    },
    /** Bound channels of an organization, optionally only of some sites, in binding order. */
    async channelsOf(orgId: string, siteIds?: readonly string[], sn?: string): Promise<ChannelView[]> {
      if (siteIds && siteIds.length === 0) return [];
      const conds: Array<SQL | undefined> = [eq(devices.orgId, orgId)];
      if (siteIds) conds.push(inArray(devices.siteId, [...siteIds]));
      if (sn) conds.push(eq(devices.sn, sn));
      return db.select({ sn: devices.sn, chlIndex: channels.chlIndex, chlName: channels.name, devName: devices.name, siteId: devices.siteId, siteName: sites.name })
        .from(channels).innerJoin(devices, eq(channels.deviceId, devices.id)).innerJoin(sites, eq(sites.id, devices.siteId))
        .where(and(...conds)).orderBy(asc(devices.boundAt), asc(devices.id), asc(channels.chlIndex));
    },
    /**
     * The organization's cameras (configured channels) in licence order (decision 0019): the
     * administrator's ranks first, then unranked channels in bind order.
     */
    async licenceOrder(orgId: string, tx: Db = db): Promise<LicenceChannel[]> {
      return tx.select({ sn: devices.sn, chlIndex: channels.chlIndex, chlName: channels.name, devName: devices.name, siteId: devices.siteId, siteName: sites.name, deviceId: devices.id })
        .from(channels).innerJoin(devices, eq(channels.deviceId, devices.id)).innerJoin(sites, eq(sites.id, devices.siteId))
        .leftJoin(licenceChannelRanks, and(eq(licenceChannelRanks.deviceId, channels.deviceId), eq(licenceChannelRanks.chlIndex, channels.chlIndex), eq(licenceChannelRanks.orgId, devices.orgId)))
        .where(and(eq(devices.orgId, orgId), eq(channels.configured, true)))
        .orderBy(sql`${licenceChannelRanks.rank} asc nulls last`, asc(devices.boundAt), asc(devices.id), asc(channels.chlIndex));
    },
    /** Replaces the organization's licence order with `order` (inside the caller's transaction). */
    async setLicenceOrder(orgId: string, order: ReadonlyArray<{ deviceId: number; chlIndex: number }>, tx: Tx): Promise<void> {
      await tx.delete(licenceChannelRanks).where(eq(licenceChannelRanks.orgId, orgId));
      if (order.length > 0) await tx.insert(licenceChannelRanks).values(order.map((c, rank) => ({ orgId, deviceId: c.deviceId, chlIndex: c.chlIndex, rank })));
    },
    /** Holds the organization's row until the transaction ends: licence-order writes of one organization run one at a time. */
    async lockOrg(orgId: string, tx: Tx): Promise<void> {
      await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, orgId)).for("update");
    },
    async orgIdByName(name: string): Promise<string | null> {
      const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, name)).limit(1);
      return row?.id ?? null;
    },
    async hasSeededPlans(orgId: string): Promise<boolean> {
      const [row] = await db.select({ id: cloudPlans.id }).from(cloudPlans).where(and(eq(cloudPlans.orgId, orgId), eq(cloudPlans.seeded, true))).limit(1);
      return Boolean(row);
    },
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },
  };
}

export type CommerceRepository = ReturnType<typeof createCommerceRepository>;
