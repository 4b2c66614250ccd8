import { boolean, index, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { RuleAttributes, RulePlates, WeeklySchedule } from "@vms/api-client";
import { tstz } from "./columns.js";
import { organizations } from "./system.js";

// Alarm rules and contacts (spec §2 Alarm rules, §3 Alarm rule and Contact).

/** What a rule matches and whom it tells, kept as one document (read whole by the evaluator). */
export interface RuleDefinition {
  eventTypes: string[];
  attributes: RuleAttributes;
  plates: RulePlates;
  siteIds: string[];
  cameras: Array<{ sn: string; chlIndex: number }>;
  schedule: WeeklySchedule;
  recipientIds: string[];
  contactIds: string[];
}

/** An alarm rule; names are unique per organization (33037). */
export const alarmRules = pgTable(
  "alarm_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    targetType: text("target_type").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    repeatInterval: smallint("repeat_interval").notNull(),
    definition: jsonb("definition").$type<RuleDefinition>().notNull(),
    createdAt: tstz("created_at").notNull().defaultNow(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("alarm_rules_org_name_idx").on(t.orgId, t.name), index("alarm_rules_org_target_idx").on(t.orgId, t.targetType)],
);

/** A person told of alarms by e-mail or mobile without being a user; names unique per organization (33620). */
export const alarmContacts = pgTable(
  "alarm_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull().default(""),
    mobile: text("mobile").notNull().default(""),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("alarm_contacts_org_name_idx").on(t.orgId, t.name)],
);
