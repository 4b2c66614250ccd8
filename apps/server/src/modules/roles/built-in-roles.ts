import { BUILT_IN_ROLE_IDS, BUILT_IN_ROLE_NAMES, BUILT_IN_ROLES, type BuiltInRoleId } from "@vms/permissions";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { roles } from "../../db/schema/index.js";

/**
 * Writes the built-in roles of @vms/permissions at start (insert or update by builtin_key), so a
 * release that changes a role's default codes reaches existing databases. Several instances
 * starting together converge: the upsert is idempotent.
 */
export async function upsertBuiltInRoles(db: AppDatabase): Promise<void> {
  for (const id of BUILT_IN_ROLE_IDS) {
    const role = BUILT_IN_ROLES[id];
    const values = { name: BUILT_IN_ROLE_NAMES[id], marker: role.marker ?? null, codes: [...role.codes] };
    await db
      .insert(roles)
      .values({ builtinKey: id, orgId: null, ...values })
      .onConflictDoUpdate({ target: roles.builtinKey, set: values });
  }
}

/** The row id of a built-in role (upsertBuiltInRoles has run). */
export async function builtInRoleId(db: AppDatabase, id: BuiltInRoleId): Promise<string> {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.builtinKey, id), isNull(roles.orgId)))
    .limit(1);
  const row = rows[0];
  if (!row) throw new Error(`built-in role ${id} is missing: upsertBuiltInRoles has not run`);
  return row.id;
}

/** Every built-in role id by key, in one query (seeding many users). */
export async function builtInRoleIds(db: AppDatabase): Promise<Map<string, string>> {
  const rows = await db.select({ id: roles.id, key: roles.builtinKey }).from(roles).where(sql`${roles.builtinKey} IS NOT NULL`);
  return new Map(rows.map((row) => [row.key ?? "", row.id]));
}
