import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bytea, tstz } from "./columns.js";
import { organizations } from "./system.js";

// Accounts and sessions (spec §3 User, §4 Session, §6 roles).

/**
 * Roles carry resource codes (spec §6). Built-in roles have `org_id` NULL and a `builtin_key`;
 * custom roles belong to one organization. `marker` is NO_ACCESS or ORG_MANAGER.
 */
export const roles = pgTable(
  "roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").references(() => organizations.id, { onDelete: "cascade" }),
    builtinKey: text("builtin_key").unique(),
    name: text("name").notNull(),
    marker: text("marker"),
    codes: text("codes").array().notNull().default([]),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [index("roles_org_idx").on(t.orgId)],
);

/**
 * Users (spec §3). `email` is stored lower-cased and is the login name. type: 1 admin, 2 normal;
 * state: 0 inactivated, 1 activated, 2 frozen; `deleted_at` marks deleted accounts.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    userName: text("user_name").notNull(),
    alias: text("alias").notNull().default(""),
    phone: text("phone").notNull().default(""),
    avatarId: uuid("avatar_id"),
    type: smallint("type").notNull().default(2),
    state: smallint("state").notNull().default(1),
    roleId: uuid("role_id").notNull().references(() => roles.id),
    /** argon2id PHC string; NULL until an invited user activates. */
    passwordHash: text("password_hash"),
    failedLogins: integer("failed_logins").notNull().default(0),
    lockedUntil: tstz("locked_until"),
    mfaEnabled: boolean("mfa_enabled").notNull().default(false),
    createdBy: uuid("created_by"),
    createdAt: tstz("created_at").notNull().defaultNow(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
    deletedAt: tstz("deleted_at"),
  },
  (t) => [
    // One live account per e-mail; a deleted account frees its address.
    uniqueIndex("users_email_live_idx").on(t.email).where(sql`${t.deletedAt} IS NULL`),
    index("users_org_idx").on(t.orgId),
  ],
);

/**
 * Sessions (spec §4). Only the SHA-256 of the token is stored; `sid` keys request signatures and
 * must stay readable. A revoked session remembers the code its next request gets (20004 logout,
 * 7004 signed in elsewhere, 7009 frozen, 7088 deleted, 7090 organization disabled).
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    orgId: uuid("org_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    sid: text("sid").notNull(),
    createdAt: tstz("created_at").notNull().defaultNow(),
    expiresAt: tstz("expires_at").notNull(),
    revokedAt: tstz("revoked_at"),
    revokeCode: integer("revoke_code"),
    /** Set when renewal replaced this session; it stays usable for a short grace period. */
    replacedAt: tstz("replaced_at"),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    /** A remote-access session (spec §4): the installer's grant; the session ends with it. */
    remoteGrantId: uuid("remote_grant_id"),
    /** The grant's end (null: permanent), checked on every request besides `expiresAt`. */
    remoteUntil: tstz("remote_until"),
    /** The sign-in that opened it proved a second factor (kept on renewal; a customer's MFA policy reads it). */
    mfaVerified: boolean("mfa_verified").notNull().default(false),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt), index("sessions_remote_grant_idx").on(t.remoteGrantId)],
);

/** Every login attempt, success or failure (spec §7 /log/login-logs/list). */
export const loginLogs = pgTable(
  "login_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orgId: uuid("org_id"),
    userId: uuid("user_id"),
    loginName: text("login_name").notNull(),
    success: boolean("success").notNull(),
    /** Envelope code of the attempt (200 on success). */
    code: integer("code").notNull(),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [index("login_logs_org_time_idx").on(t.orgId, t.createdAt), index("login_logs_user_time_idx").on(t.userId, t.createdAt)],
);

/** Image captchas (spec §7 /code/pic/create): one use, short-lived, answer stored hashed. */
export const captchas = pgTable(
  "captchas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    answerHash: text("answer_hash").notNull(),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
  },
  (t) => [index("captchas_expires_idx").on(t.expiresAt)],
);

/**
 * E-mail verification codes (spec §3 MFA, §4 e-mail code states). purpose: REGISTER, DBL_CHECK,
 * RESET_PASSWORD, MFA_SETUP. `target` is the lower-cased address; the code is stored hashed.
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    target: text("target").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: tstz("created_at").notNull().defaultNow(),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
  },
  (t) => [index("verification_codes_target_idx").on(t.target, t.purpose, t.createdAt)],
);

/** A user's second factors (spec §3 MFA): EMAIL, or OTP with its RFC 6238 secret. */
export const userMfa = pgTable(
  "user_mfa",
  {
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    secret: text("secret"),
    /** False until the user proved the factor with a valid code. */
    verified: boolean("verified").notNull().default(false),
    /** Last accepted TOTP time step: a code is accepted once, never replayed within its window. */
    lastTimeStep: bigint("last_time_step", { mode: "number" }),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** Avatar images (png/jpg/bmp under 2 MB, spec §5), served under /user/avatar/<id>. */
export const avatars = pgTable("avatars", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  mime: text("mime").notNull(),
  data: bytea("data").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

/** Fixed-window counters for rate limits shared by every instance (login, code sending). */
export const rateCounters = pgTable(
  "rate_counters",
  {
    key: text("key").primaryKey(),
    windowStart: tstz("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [index("rate_counters_window_idx").on(t.windowStart)],
);
