import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Maintenance windows announced by the operator (spec §7 /sysmsg/maintenance/latest, written by
 * `pnpm --filter @vms/server announce-maintenance`). Product-wide: no organization.
 */
export const maintenanceNotices = pgTable(
  "maintenance_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
    messageEn: text("message_en").notNull(),
    messageZh: text("message_zh").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("maintenance_notices_ends_at_idx").on(t.endsAt)],
);
