import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tstz } from "./columns.js";
import { sites } from "./sites.js";
import { organizations } from "./system.js";

// Devices, channels and the gateway's registry (spec §3 Device/Channel, §4 status and operations).

/**
 * Every device that ever connected to the gateway, bound or not. Real devices are provisioned
 * with their security code; here the first connection registers it (trust on first use) and later
 * connections must present the same code. `security_code_hash` = sha256(salt + code).
 */
export const deviceRegistry = pgTable("device_registry", {
  sn: text("sn").primaryKey(),
  securityCodeHash: text("security_code_hash").notNull(),
  salt: text("salt").notNull(),
  devType: smallint("dev_type").notNull(),
  model: text("model").notNull(),
  version: text("version").notNull(),
  online: boolean("online").notNull().default(false),
  /** Gateway instance holding the connection (VMS_INSTANCE_ID), for scale-out routing. */
  instanceId: text("instance_id"),
  /** The device's own report: channels, storage, outputs, network (the hello frame). */
  report: jsonb("report").notNull(),
  firstSeen: tstz("first_seen").notNull().defaultNow(),
  lastSeen: tstz("last_seen").notNull().defaultNow(),
}, (t) => [
  // The devices an instance holds: a dead instance's are marked offline at every heartbeat (migration 0021).
  index("device_registry_online_holder_idx").on(t.instanceId).where(sql`online`),
]);

/**
 * Devices bound to an organization's site. `id` is shown as 8-digit hex in braces (spec §9).
 * status: 0 unknown, 1 online, 2 offline.
 */
export const devices = pgTable(
  "devices",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    siteId: uuid("site_id").notNull().references(() => sites.id),
    sn: text("sn").notNull(),
    name: text("name").notNull().default(""),
    devType: smallint("dev_type").notNull(),
    model: text("model").notNull().default(""),
    version: text("version").notNull().default(""),
    status: smallint("status").notNull().default(0),
    timeZone: text("time_zone").notNull().default(""),
    language: text("language").notNull().default(""),
    chlCount: integer("chl_count").notNull().default(0),
    onlineChlCount: integer("online_chl_count").notNull().default(0),
    storage: jsonb("storage"),
    boundBy: uuid("bound_by"),
    boundAt: tstz("bound_at").notNull().defaultNow(),
    lastSeen: tstz("last_seen"),
  },
  (t) => [
    uniqueIndex("devices_sn_idx").on(t.sn),
    // The asset page filters by organization and site, type and status, and sorts by id.
    index("devices_org_site_idx").on(t.orgId, t.siteId, t.id),
    // Pages of one organization in id order without reading other organizations' rows (EXPLAIN, bench).
    index("devices_org_id_idx").on(t.orgId, t.id),
    index("devices_org_status_idx").on(t.orgId, t.status),
    index("devices_org_type_idx").on(t.orgId, t.devType),
  ],
);

/**
 * How many bound devices each (organization, site, type, status) has: what /device/page totals
 * without counting rows (decision 0013). Kept exact by statement triggers on `devices` in the
 * writing transaction (migration 0012), never written by the application. A key whose count falls
 * to 0 loses its row, so a deleted site or organization leaves nothing behind (no foreign keys:
 * the rows of an organization being deleted go with its devices' cascade).
 */
export const deviceCounts = pgTable(
  "device_counts",
  {
    orgId: uuid("org_id").notNull(),
    siteId: uuid("site_id").notNull(),
    devType: smallint("dev_type").notNull(),
    status: smallint("status").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.siteId, t.devType, t.status] })],
);

/** Channels of bound devices (spec §3 Channel). status: 0 offline, 1 online. */
export const channels = pgTable(
  "channels",
  {
    deviceId: bigint("device_id", { mode: "number" }).notNull().references(() => devices.id, { onDelete: "cascade" }),
    chlIndex: integer("chl_index").notNull(),
    number: integer("number").notNull(),
    name: text("name").notNull().default(""),
    configured: boolean("configured").notNull().default(true),
    status: smallint("status").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
    supportFun: text("support_fun").array().notNull().default([]),
    mainStream: jsonb("main_stream"),
    subStream: jsonb("sub_stream"),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.chlIndex] })],
);

/** Reboot, upgrade and log-upload tasks (spec §4: success, timeout or failure). */
export const deviceTasks = pgTable(
  "device_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deviceId: bigint("device_id", { mode: "number" }).notNull().references(() => devices.id, { onDelete: "cascade" }),
    cmd: text("cmd").notNull(),
    state: text("state").notNull(),
    progress: integer("progress").notNull().default(0),
    code: integer("code"),
    createdBy: uuid("created_by"),
    startedAt: tstz("started_at").notNull().defaultNow(),
    endedAt: tstz("ended_at"),
  },
  (t) => [
    index("device_tasks_device_idx").on(t.deviceId, t.startedAt),
    // One running task per device (7064): concurrent starts cannot both insert.
    uniqueIndex("device_tasks_running_idx").on(t.deviceId).where(sql`${t.state} = 'running'`),
  ],
);

/** Logs uploaded by devices (/device-logs/list). */
export const deviceLogs = pgTable(
  "device_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deviceId: bigint("device_id", { mode: "number" }).notNull().references(() => devices.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    content: text("content").notNull(),
    size: integer("size").notNull(),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [index("device_logs_device_idx").on(t.deviceId, t.createdAt)],
);

/** Device notification settings (/monitor/dev-notify/*). */
export const deviceNotify = pgTable("device_notify", {
  deviceId: bigint("device_id", { mode: "number" }).primaryKey().references(() => devices.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(true),
  events: text("events").array().notNull().default([]),
  recipients: uuid("recipients").array().notNull().default([]),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
