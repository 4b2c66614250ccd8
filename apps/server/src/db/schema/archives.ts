import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { organizations } from "./system.js";

/**
 * Archives (spec §3 "Archive"): a copy of a channel's recorded range, made by a job into the
 * archive store (VMS_DATA_DIR/archives), kept until deleted whatever the channel's retention.
 */
export const archives = pgTable(
  "archives",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    /** Who archived it; the name is kept for the list after the user is gone. */
    userId: uuid("user_id"),
    archivedBy: text("archived_by").notNull(),
    title: text("title").notNull(),
    siteId: uuid("site_id").notNull(),
    siteName: text("site_name").notNull(),
    sn: text("sn").notNull(),
    chlIndex: integer("chl_index").notNull(),
    chlName: text("chl_name").notNull(),
    /** local (device storage) | cloud (server recording). */
    source: text("source").notNull(),
    /** Unix seconds. */
    startTime: bigint("start_time", { mode: "number" }).notNull(),
    endTime: bigint("end_time", { mode: "number" }).notNull(),
    /** copying | done | failed. */
    status: text("status").notNull().default("copying"),
    errorCode: integer("error_code").notNull().default(0),
    /** Bytes of the AVI. */
    size: bigint("size", { mode: "number" }).notNull().default(0),
    mp4Size: bigint("mp4_size", { mode: "number" }).notNull().default(0),
    /** The signed manifest exactly as signed, its base64 signature and the signing key. */
    manifest: text("manifest"),
    signature: text("signature"),
    keyId: text("key_id"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("archives_org_idx").on(t.orgId, t.createdAt)],
);

/** Share links: only the SHA-256 of the random token is stored. */
export const archiveShares = pgTable(
  "archive_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    archiveId: uuid("archive_id").notNull().references(() => archives.id, { onDelete: "cascade" }),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    createdBy: text("created_by").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** scrypt hash of the access code (salt$hash), null when none. */
    accessCodeHash: text("access_code_hash"),
    allowDownload: boolean("allow_download").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    views: integer("views").notNull().default(0),
    downloads: integer("downloads").notNull().default(0),
    /** Access-code tries not settled by a right code since the last lock (issue 27). */
    codeFailures: integer("code_failures").notNull().default(0),
    /** The access code refuses every try until then, after too many wrong ones. */
    codeLockedUntil: timestamp("code_locked_until", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("archive_shares_token_idx").on(t.tokenHash), index("archive_shares_archive_idx").on(t.archiveId)],
);

/** Archive rights per organization (spec §3/§5): absent row = every right for everybody. */
export const archiveRights = pgTable("archive_rights", {
  orgId: uuid("org_id").primaryKey().references(() => organizations.id, { onDelete: "cascade" }),
  /** [{ targetType: "role" | "user", targetId, rights: string[] }]. */
  entries: jsonb("entries").notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Ed25519 keys that sign archive manifests; the newest unretired one signs, all are published. */
export const archiveSigningKeys = pgTable("archive_signing_keys", {
  keyId: text("key_id").primaryKey(),
  /** PKCS#8 PEM. */
  privateKeyPem: text("private_key_pem").notNull(),
  /** SPKI PEM. */
  publicKeyPem: text("public_key_pem").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  retiredAt: timestamp("retired_at", { withTimezone: true, mode: "date" }),
});
