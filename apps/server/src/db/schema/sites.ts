import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { tstz } from "./columns.js";
import { organizations } from "./system.js";

// Sites, custom scenes and site grants (spec §3 Site, §6 site roles).

/** Custom scenes (scene 9 "other") of an organization. */
export const scenes = pgTable(
  "scenes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("scenes_org_name_idx").on(t.orgId, t.name)],
);

/**
 * Sites and sub-sites. `depth` is 1 for top-level sites; `path` is the ids from the root down to
 * this site joined by "/", so "all sub-sites of X" is one indexed prefix match.
 */
export const sites = pgTable(
  "sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id"),
    path: text("path").notNull(),
    depth: smallint("depth").notNull(),
    name: text("name").notNull(),
    scene: smallint("scene").notNull(),
    customSceneId: uuid("custom_scene_id").references(() => scenes.id),
    city: text("city").notNull(),
    address: text("address").notNull().default(""),
    contactPerson: text("contact_person").notNull(),
    contactPhone: text("contact_phone").notNull(),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("sites_org_idx").on(t.orgId),
    index("sites_parent_idx").on(t.parentId),
    index("sites_path_idx").on(t.path.op("text_pattern_ops")),
    // Sibling names are unique (33032); top-level sites compare with a NULL parent.
    uniqueIndex("sites_sibling_name_idx").on(t.orgId, sql`coalesce(${t.parentId}::text, '')`, t.name),
  ],
);

/** A user's role on a site (spec §6); sub-sites inherit it unless granted their own (not lower, 33820). */
export const siteGrants = pgTable(
  "site_grants",
  {
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteId] }), index("site_grants_site_idx").on(t.siteId)],
);
