import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { tstz } from "./columns.js";

// Per-user configs (spec §3 "User config": configType, configName, configValue, id, userId).

/** One config of one user; names are unique per user and type (20057). */
export const userConfigs = pgTable(
  "user_configs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    configType: text("config_type").notNull(),
    configName: text("config_name").notNull(),
    configValue: text("config_value").notNull(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_configs_name_idx").on(t.userId, t.configType, t.configName), index("user_configs_user_idx").on(t.userId, t.configType)],
);
