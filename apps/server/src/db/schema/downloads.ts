import { bigint, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { organizations } from "./system.js";

/**
 * Download tasks (spec §3 "Download task", §4 states): one user's download of a channel's recorded
 * range from the device's own storage into an AVI file under VMS_DATA_DIR/downloads.
 */
export const downloadTasks = pgTable(
  "download_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    siteId: uuid("site_id").notNull(),
    siteName: text("site_name").notNull(),
    sn: text("sn").notNull(),
    chlIndex: integer("chl_index").notNull(),
    chlName: text("chl_name").notNull(),
    /** Unix seconds. */
    startTime: bigint("start_time", { mode: "number" }).notNull(),
    endTime: bigint("end_time", { mode: "number" }).notNull(),
    fileName: text("file_name").notNull(),
    /** device | cloud | cloudArchive (spec §3 "Download task" type). */
    type: text("type").notNull().default("device"),
    /** The archive copied by a cloudArchive task. */
    archiveId: uuid("archive_id"),
    /** prepare | continue | pause | finish | startFailed (spec §4). */
    status: text("status").notNull().default("prepare"),
    progress: integer("progress").notNull().default(0),
    /** kB/s of the running download. */
    speed: integer("speed").notNull().default(0),
    size: bigint("size", { mode: "number" }).notNull().default(0),
    errorCode: integer("error_code").notNull().default(0),
    /** SHA-256 of the current file link token, and when it expires. */
    linkTokenHash: text("link_token_hash"),
    linkExpiresAt: timestamp("link_expires_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("download_tasks_user_idx").on(t.orgId, t.userId, t.createdAt)],
);
