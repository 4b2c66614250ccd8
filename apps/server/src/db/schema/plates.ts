import { sql } from "drizzle-orm";
import { index, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tstz } from "./columns.js";
import { organizations } from "./system.js";

// Plate libraries (vehicle groups), plates and labels (spec §1, §3 Plate record, §9 capacity).

/** A plate library of an organization; names are unique per organization (33052). */
export const plateGroups = pgTable(
  "plate_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("plate_groups_org_name_idx").on(t.orgId, t.name)],
);

/** A label put on plates; names are unique per organization (33055). */
export const plateLabels = pgTable(
  "plate_labels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("plate_labels_org_name_idx").on(t.orgId, t.name)],
);

/**
 * A plate record. `plateKey` is the comparison form (upper case, no separators): unique per
 * library (33056), and what an alarm rule looks an event's plate up by (org + key).
 */
export const plates = pgTable(
  "plates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    groupId: uuid("group_id").notNull().references(() => plateGroups.id, { onDelete: "cascade" }),
    plateNumber: text("plate_number").notNull(),
    plateKey: text("plate_key").notNull(),
    vehicleType: text("vehicle_type"),
    model: text("model").notNull().default(""),
    owner: text("owner").notNull().default(""),
    phone: text("phone").notNull().default(""),
    brand: smallint("brand"),
    color: smallint("color"),
    labelIds: uuid("label_ids").array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("plates_group_key_idx").on(t.groupId, t.plateKey),
    index("plates_org_key_idx").on(t.orgId, t.plateKey),
    index("plates_group_created_idx").on(t.groupId, t.createdAt),
  ],
);
