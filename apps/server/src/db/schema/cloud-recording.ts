import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { organizations } from "./system.js";

/**
 * Cloud recordings (issue 12, docs/cloud-recording.md): one row per stored segment object, a
 * self-contained GOP-fragmented fMP4 (init segment + one moof/mdat per GOP) of one channel.
 * `keyframes` is the key-frame index: `[wallMs, byteOffset]` of each GOP's fragment in the object.
 */
export const cloudSegments = pgTable(
  "cloud_segments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    sn: text("sn").notNull(),
    chlIndex: integer("chl_index").notNull(),
    /** Wall clock of the first frame and the end of the last one, Unix ms. */
    startMs: bigint("start_ms", { mode: "number" }).notNull(),
    endMs: bigint("end_ms", { mode: "number" }).notNull(),
    objectKey: text("object_key").notNull(),
    bytes: integer("bytes").notNull(),
    frames: integer("frames").notNull(),
    codec: text("codec").notNull(),
    /** SPS and PPS (base64) to rebuild Annex B key frames without parsing the init segment. */
    sps: text("sps").notNull(),
    pps: text("pps").notNull(),
    keyframes: jsonb("keyframes").$type<Array<[number, number]>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("cloud_segments_channel_idx").on(t.orgId, t.sn, t.chlIndex, t.startMs), index("cloud_segments_end_idx").on(t.endMs)],
);

/**
 * Cloud tokens (spec §3 "Cloud token", `/cloud-storage/download-token/get`): the bearer secret is
 * stored as its SHA-256 only. It lets its holder read one channel's segments until `expiresAt`.
 */
export const cloudTokens = pgTable(
  "cloud_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    sn: text("sn").notNull(),
    chlIndex: integer("chl_index").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("cloud_tokens_expiry_idx").on(t.expiresAt)],
);
