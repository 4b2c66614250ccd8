import { boolean, index, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

// After changing a file of src/db/schema/ run `pnpm --filter @vms/server db:generate` and commit the new
// migration under apps/server/drizzle: the same folder migrates PGlite and PostgreSQL.

/** Customer organizations (spec §3 "Organization"); `customer_id` is the `coId` clients send. */
export const organizations = pgTable("organizations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  customerId: text("customer_id").notNull().unique(),
  address: text("address").notNull().default(""),
  contact: text("contact").notNull().default(""),
  logo: text("logo").notNull().default(""),
  /** 1 active, 0 disabled (its sessions answer 7090). */
  state: smallint("state").notNull().default(1),
  /** An administrator required MFA for every user (spec §6). */
  mfaEnforced: boolean("mfa_enforced").notNull().default(false),
  /** Account-level resource codes (`/func-res/dynamic-list`), e.g. from purchased services. */
  dynamicCodes: text("dynamic_codes").array().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
});

/**
 * Branding for public pages (spec §3 "Branding"), one row per organization keyed by its customer ID.
 * The row with `co_id = ''` is the product default (seeded by a migration); an organization's
 * NULL columns fall back to it, so an organization can override only its logo.
 * No foreign key to organizations: the default row belongs to no organization.
 */
export const brandings = pgTable("brandings", {
  coId: text("co_id").primaryKey(),
  /** Host name the console is served on for this organization (lookup by `domain`). */
  domain: text("domain").unique(),
  title: text("title"),
  icon: text("icon"),
  bgImg: text("bg_img"),
  favicon: text("favicon"),
  logoLcrs: text("logo_lcrs"),
  logoTbsl: text("logo_tbsl"),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Nonces seen within the freshness window (spec §3 envelope, replay protection). A shared table
 * rather than process memory so several stateless API instances on one PostgreSQL agree.
 * UNLOGGED (migration 0011): an insert waits for no WAL flush; crash recovery empties the table,
 * and `nonceEpoch` with it, which is how the store knows to refuse requests signed before then.
 */
export const requestNonces = pgTable(
  "request_nonces",
  {
    nonce: text("nonce").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("request_nonces_expires_at_idx").on(t.expiresAt)],
);

/**
 * One row: when the nonces in `request_nonces` start (UNLOGGED like it, migration 0011). Crash
 * recovery or a promoted standby leaves it empty; the nonce store then starts a new epoch and
 * refuses requests signed before it, whose nonces may have been lost (decision 0011).
 */
export const nonceEpoch = pgTable("nonce_epoch", {
  id: smallint("id").primaryKey().default(1),
  startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Stream tickets for `/ws-live` (spec §7 `/device/access-token/get`, issue 32): the sha256 of each
 * ticket with what it authorizes, so that any instance may issue one the serving instance accepts.
 * A ticket is consumed by deleting its row (single use decided by the database). UNLOGGED
 * (migration 0019): a ticket lives 30 s, so a crash that empties the table loses nothing worth a WAL flush.
 */
export const streamTickets = pgTable(
  "stream_tickets",
  {
    hash: text("hash").primaryKey(),
    binding: jsonb("binding").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("stream_tickets_expires_at_idx").on(t.expiresAt)],
);
