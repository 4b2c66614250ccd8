import { index, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { bytea, tstz } from "./columns.js";
import { organizations } from "./system.js";

// Invitations and organization logos (spec §3 Organization, §4 User states and invitations).

/**
 * Invitations (spec §4). kind 1: a user of `org_id` (the inactivated user row `user_id` exists
 * from the invitation on); kind 2: a new organization (a reseller's invitation, no user row yet).
 * The link's uuid is random and only its SHA-256 is stored; `used_at` makes a link single-use.
 */
export const invites = pgTable(
  "invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    kind: smallint("kind").notNull().default(1),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    locale: text("locale").notNull().default("en-US"),
    createdBy: uuid("created_by"),
    createdAt: tstz("created_at").notNull().defaultNow(),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
  },
  (t) => [index("invites_org_idx").on(t.orgId, t.createdAt), index("invites_user_idx").on(t.userId)],
);

/** Organization logos (JPG/PNG under 500 kB, spec §5), served under /user/merchant-logo/<id>. */
export const orgLogos = pgTable("org_logos", {
  id: uuid("id").primaryKey().defaultRandom(),
  orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
  mime: text("mime").notNull(),
  data: bytea("data").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
});
