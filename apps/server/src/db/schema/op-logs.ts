import { bigserial, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { tstz } from "./columns.js";
import { organizations } from "./system.js";

/**
 * Operation log (spec §2 operation logs, §3 operation log: operateEnum, detail). One line per
 * state-changing operation; scoped to an organization, read newest first within a ≤ 31-day range.
 * `user_id` has no foreign key: a line outlives its operator's account (docs/op-logs.md).
 */
export const opLogs = pgTable(
  "op_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id"),
    /**
     * Who acted (docs/op-logs.md "Who"): "user" (user_id), "system" (a payment webhook, a countdown,
     * a job) or "shareLink" (an anonymous visitor of a shared archive link, named by `actor_name`).
     */
    actorKind: text("actor_kind").notNull().default("user"),
    /** The share link's archive title (or the share's id) for "shareLink"; empty otherwise. */
    actorName: text("actor_name").notNull().default(""),
    module: text("module").notNull(),
    action: text("action").notNull(),
    detail: text("detail").notNull().default(""),
    ip: text("ip").notNull().default(""),
    /** "server" (written by a module) or "console" (/op-logs/put). */
    source: text("source").notNull().default("server"),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("op_logs_org_time_idx").on(t.orgId, t.createdAt.desc(), t.id.desc()),
    index("op_logs_org_user_time_idx").on(t.orgId, t.userId, t.createdAt.desc()),
    index("op_logs_org_module_time_idx").on(t.orgId, t.module, t.createdAt.desc()),
    index("op_logs_time_idx").on(t.createdAt),
  ],
);
