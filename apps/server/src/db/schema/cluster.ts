import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Bodies of instance-bus messages too large for a NOTIFY payload (PostgreSQL caps it below 8 kB):
 * the NOTIFY carries the row id and each listening instance reads the row (lib/bus, decision 0039).
 * UNLOGGED (migration 0020) and purged after a few minutes: a message nobody read by then is stale.
 */
export const busBodies = pgTable(
  "bus_bodies",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel").notNull(),
    body: jsonb("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("bus_bodies_created_at_idx").on(t.createdAt)],
);

/**
 * Every instance-bus message of the last minute, in publish order per instance: a listener whose
 * connection dropped reads what it missed here once it LISTENs again (lib/bus, decision 0039).
 * `wire` is the NOTIFY payload itself (a large body stays in `bus_bodies`). UNLOGGED (migration
 * 0021) and purged after the replay window.
 */
export const busLog = pgTable(
  "bus_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The PostgreSQL channel (`vms.<bus channel>`). */
    channel: text("channel").notNull(),
    wire: text("wire").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("bus_log_created_at_idx").on(t.createdAt)],
);

/**
 * Live relays running on each instance, so that the per-organization stream limit
 * (VMS_MAX_LIVE_STREAMS_PER_ORG) counts every instance's viewers (issue 32). One row per viewer
 * socket; the instance renews `heartbeat_at` of its rows, and rows of an instance whose heartbeat
 * stopped (killed) no longer count after the lease. UNLOGGED (migration 0020): after a database
 * crash every socket reconnects anyway.
 */
export const liveStreamLeases = pgTable(
  "live_stream_leases",
  {
    id: uuid("id").notNull(),
    instanceId: text("instance_id").notNull(),
    orgId: uuid("org_id").notNull(),
    chlIndex: integer("chl_index").notNull(),
    sn: text("sn").notNull(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id] }), index("live_stream_leases_org_idx").on(t.orgId, t.heartbeatAt)],
);

/**
 * One row per server instance on this database, renewed every VMS_HEARTBEAT_MS (gateway/
 * instance-heartbeat.ts, decision 0039). `expires_at` is the beat plus the instance's own deadline
 * (VMS_HEARTBEAT_DEADLINE_MS), so readers need no configuration: an instance whose row expired is
 * dead; its devices that did not reconnect elsewhere are marked offline by one survivor, and
 * commands and jobs stop going to it. A closing instance expires its row at once. An instance
 * without a row (an older version during a rolling upgrade) counts as alive, as before.
 * A few rows written every few seconds: an ordinary table.
 */
export const instanceHeartbeats = pgTable("instance_heartbeats", {
  instanceId: text("instance_id").primaryKey(),
  beatAt: timestamp("beat_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
});
