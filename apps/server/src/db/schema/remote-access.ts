import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sessions, users } from "./accounts.js";
import { tstz } from "./columns.js";
import { organizations } from "./system.js";

/**
 * An installer (a user of another organization, the reseller) bound to a customer organization by
 * a link (spec §2 /bind/installer/{inviteId}/{uuid}). The link's uuid is stored hashed and works
 * once; `installerUserId` is set when the installer accepts, `removedAt` when another replaces it.
 */
export const installerBindings = pgTable(
  "installer_bindings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdBy: uuid("created_by"),
    createdAt: tstz("created_at").notNull().defaultNow(),
    expiresAt: tstz("expires_at").notNull(),
    installerUserId: uuid("installer_user_id").references(() => users.id, { onDelete: "cascade" }),
    boundAt: tstz("bound_at"),
    removedAt: tstz("removed_at"),
  },
  (t) => [index("installer_bindings_org_idx").on(t.orgId), index("installer_bindings_installer_idx").on(t.installerUserId)],
);

/**
 * An installer's request for administrator access to a customer (spec §3 "Remote-access request",
 * §4): pending 0, granted 1, refused 2, revoked 3; a grant past `expiresAt` reads as expired.
 * `tokenHash` is the hash of the remote-login link's token, minted when granted.
 */
export const remoteAccessGrants = pgTable(
  "remote_access_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    bindingId: uuid("binding_id").notNull().references(() => installerBindings.id, { onDelete: "cascade" }),
    installerUserId: uuid("installer_user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    status: integer("status").notNull().default(0),
    /** Granted minutes; -1 permanent. */
    durationMin: integer("duration_min"),
    tokenHash: text("token_hash"),
    createdAt: tstz("created_at").notNull().defaultNow(),
    decidedAt: tstz("decided_at"),
    decidedBy: uuid("decided_by"),
    /** Null while pending or when permanent. */
    expiresAt: tstz("expires_at"),
  },
  (t) => [index("remote_access_grants_org_idx").on(t.orgId, t.status), index("remote_access_grants_installer_idx").on(t.installerUserId)],
);

/**
 * Each exchange of a remote-login link for a remote session (spec §4; issue 27): the installer's
 * own session it was made from, at most once per grant and session (the unique index decides two
 * tries at once), and the IP. A session's uses go with its row.
 */
export const remoteAccessUses = pgTable(
  "remote_access_uses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    grantId: uuid("grant_id").notNull().references(() => remoteAccessGrants.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id").notNull().references(() => sessions.id, { onDelete: "cascade" }),
    ip: text("ip").notNull().default(""),
    usedAt: tstz("used_at").notNull(),
  },
  (t) => [uniqueIndex("remote_access_uses_grant_session_idx").on(t.grantId, t.sessionId), index("remote_access_uses_session_idx").on(t.sessionId)],
);
