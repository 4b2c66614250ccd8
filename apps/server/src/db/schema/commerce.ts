import { sql } from "drizzle-orm";
import { bigint, boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tstz } from "./columns.js";
import { channels } from "./devices.js";
import { organizations } from "./system.js";

// Licences, cloud storage plans, orders and payments (issue 15; spec §3, §4, §5, §9).

/** Licence price per camera for a term, optionally for a camera-count band (editable: cli/price-matrix). */
export const licencePrices = pgTable(
  "licence_prices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** durationType 1-5. */
    durationType: integer("duration_type").notNull(),
    minChlNum: integer("min_chl_num").notNull().default(1),
    maxChlNum: integer("max_chl_num").notNull().default(10_000),
    /** USD per camera for the whole term, as decimal text ("4.99"). */
    unitPrice: text("unit_price").notNull(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("licence_prices_band_idx").on(t.durationType, t.minChlNum, t.maxChlNum)],
);

/** Cloud storage packages (spec §3): days of cyclic storage, a term of months, a price. */
export const cloudGoods = pgTable("cloud_goods", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  storageDays: integer("storage_days").notNull(),
  /** 1 monthly, 2 quarterly, 3 half-year, 4 annual. */
  termType: integer("term_type").notNull(),
  termMonths: integer("term_months").notNull(),
  priceCents: integer("price_cents").notNull(),
  trial: boolean("trial").notNull().default(false),
  sort: integer("sort").notNull().default(0),
});

/** Orders (spec §3 "Licence/cloud order"; statuses of §4). */
export const commerceOrders = pgTable(
  "commerce_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderNo: text("order_no").notNull(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id"),
    /** 1 cloud storage, 3 licence. */
    orderType: integer("order_type").notNull(),
    /** 1 to pay, 2 paid, 3 cancelled, 4 chargeback, 5 on trial, 6 exception. */
    status: integer("status").notNull(),
    spec: text("spec").notNull(),
    chlNum: integer("chl_num").notNull(),
    term: integer("term").notNull(),
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    payType: integer("pay_type"),
    /** Provider's PaymentIntent id once paid. */
    transactionId: text("transaction_id"),
    /** Provider's Checkout Session id of the current payment attempt. */
    paymentId: text("payment_id"),
    checkoutUrl: text("checkout_url"),
    resultTokenHash: text("result_token_hash"),
    payDeadline: tstz("pay_deadline"),
    payTime: tstz("pay_time"),
    sn: text("sn"),
    chlIndex: integer("chl_index"),
    goodsId: text("goods_id"),
    /** Cloud storage orders for several channels (issue 28): all of them, the first being sn/chlIndex; null for one. */
    channels: jsonb("channels").$type<Array<{ sn: string; chlIndex: number }>>(),
    autoRenew: boolean("auto_renew").notNull().default(false),
    /** Made by the server for a plan with auto renew (decision 0035): payable until the plan's end. */
    renewal: boolean("renewal").notNull().default(false),
    trial: boolean("trial").notNull().default(false),
    declineCode: integer("decline_code"),
    /**
     * Set while one /insert-pay call replaces the order's checkout (close the old one, open a new
     * one): the conditional update that sets it lets one call at a time do so (decision 0018).
     */
    checkoutClaim: text("checkout_claim"),
    checkoutClaimedAt: tstz("checkout_claimed_at"),
    createdAt: tstz("created_at").notNull().defaultNow(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("commerce_orders_no_idx").on(t.orderNo),
    index("commerce_orders_org_idx").on(t.orgId, t.createdAt),
    index("commerce_orders_tx_idx").on(t.transactionId),
    index("commerce_orders_payment_idx").on(t.paymentId),
  ],
);

/** Licences of an organization: the trial and paid terms (the free tier is computed). */
export const licences = pgTable(
  "licences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    /** The order that bought it; unique, so an order activates at most one licence. */
    orderId: uuid("order_id").notNull().references(() => commerceOrders.id, { onDelete: "cascade" }),
    /** 2 trial, 3 paid. */
    licenseType: integer("license_type").notNull(),
    chlNum: integer("chl_num").notNull(),
    durationType: integer("duration_type").notNull(),
    startTime: tstz("start_time").notNull(),
    endTime: tstz("end_time").notNull(),
    revokedAt: tstz("revoked_at"),
  },
  (t) => [uniqueIndex("licences_order_idx").on(t.orderId), index("licences_org_idx").on(t.orgId)],
);

/** Cloud storage plans of channels; one per order and channel (unique), so an order activates each channel at most once. */
export const cloudPlans = pgTable(
  "cloud_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").references(() => commerceOrders.id, { onDelete: "cascade" }),
    sn: text("sn").notNull(),
    chlIndex: integer("chl_index").notNull(),
    goodsId: text("goods_id").notNull(),
    storageDays: integer("storage_days").notNull(),
    startTime: tstz("start_time").notNull(),
    endTime: tstz("end_time").notNull(),
    trial: boolean("trial").notNull().default(false),
    autoRenew: boolean("auto_renew").notNull().default(false),
    /**
     * The renewal order made for this plan (decision 0035); set once by a conditional update in the
     * transaction that inserts that order, so each plan period gets at most one.
     */
    renewalOrderId: uuid("renewal_order_id").references(() => commerceOrders.id, { onDelete: "set null" }),
    /** The demo seed's plans (no order). */
    seeded: boolean("seeded").notNull().default(false),
    revokedAt: tstz("revoked_at"),
  },
  (t) => [uniqueIndex("cloud_plans_order_channel_idx").on(t.orderId, t.sn, t.chlIndex).where(sql`order_id is not null`), index("cloud_plans_channel_idx").on(t.orgId, t.sn, t.chlIndex)],
);

/** Trials used: once per account (licence) and once per device (cloud storage), spec §4/§9. */
export const trialUses = pgTable(
  "trial_uses",
  {
    /** "licence" (subject: organization id) or "cloud" (subject: device SN). */
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    orderId: uuid("order_id"),
    usedAt: tstz("used_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject] })],
);

/**
 * Payments refunded because they completed on a checkout that was no longer their order's current
 * one (decision 0018). The primary key lets one refund per payment reach the provider; refundId is
 * null while that call runs.
 */
export const paymentRefunds = pgTable("payment_refunds", {
  transactionId: text("transaction_id").primaryKey(),
  orderNo: text("order_no").notNull(),
  paymentId: text("payment_id").notNull(),
  amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  currency: text("currency").notNull(),
  reason: text("reason").notNull(),
  refundId: text("refund_id"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  refundedAt: tstz("refunded_at"),
});

/** Provider webhook events received (idempotency and audit). */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  orderNo: text("order_no"),
  outcome: text("outcome").notNull(),
  receivedAt: tstz("received_at").notNull().defaultNow(),
});

/**
 * The administrator's licence order (issue 27, decision 0019): a channel's place among its
 * organization's cameras; the first free-plus-licensed places are usable. Channels without a row
 * follow, in bind order. A row goes with its channel (unbinding deletes the device's channels), so a
 * device bound again joins the end of the order like any new camera.
 */
export const licenceChannelRanks = pgTable(
  "licence_channel_ranks",
  {
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    deviceId: bigint("device_id", { mode: "number" }).notNull(),
    chlIndex: integer("chl_index").notNull(),
    rank: integer("rank").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.chlIndex] }),
    foreignKey({ columns: [t.deviceId, t.chlIndex], foreignColumns: [channels.deviceId, channels.chlIndex], name: "licence_channel_ranks_channel_fk" }).onDelete("cascade"),
    index("licence_channel_ranks_org_idx").on(t.orgId, t.rank),
  ],
);
