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
