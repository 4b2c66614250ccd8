import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Background jobs (apps/server/src/lib/jobs, decision 0007): one row per job, claimed with
 * `FOR UPDATE SKIP LOCKED` so several instances share the queue, and leased so a job whose
 * instance died runs again elsewhere (or on the restarted instance at once).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The queue: `work(name, handler)` takes jobs of this name. */
    name: text("name").notNull(),
    payload: jsonb("payload").notNull(),
    /** queued | active | done | failed | cancelled */
    state: text("state").notNull().default("queued"),
    /** Not before this time (delays and retry back-off). */
    runAt: timestamp("run_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    /** At most one queued or active job per key and name (e.g. one download per task). */
    singletonKey: text("singleton_key"),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_claim_idx").on(t.name, t.state, t.runAt),
    uniqueIndex("jobs_singleton_idx").on(t.name, t.singletonKey).where(sql`${t.singletonKey} IS NOT NULL AND ${t.state} IN ('queued', 'active')`),
  ],
);
