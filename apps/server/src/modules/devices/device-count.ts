import { and, count, eq, sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { deviceCounts, devices } from "../../db/schema/index.js";

/** Devices bound to an organization (blocks account deletion with 33401). */
export async function countOrgDevices(db: AppDatabase, orgId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(devices).where(eq(devices.orgId, orgId));
  return row?.n ?? 0;
}

/** Which optional filters of the asset page a query has; each combination is one prepared statement. */
export interface FilterShape {
  sites: boolean;
  types: boolean;
  status: boolean;
}

/**
 * The number of devices matching a filter without a keyword, summed from the `device_counts`
 * rollup (decision 0013): at most one row per site, type and status of the organization instead
 * of one per device. Values come as placeholders: orgId, siteIds, devTypes, status.
 */
export function rolledUpTotal(shape: FilterShape): SQL<number> {
  const parts: SQL[] = [sql`${deviceCounts.orgId} = ${sql.placeholder("orgId")}`];
  if (shape.sites) parts.push(sql`${deviceCounts.siteId} = any(${sql.placeholder("siteIds")})`);
  if (shape.types) parts.push(sql`${deviceCounts.devType} = any(${sql.placeholder("devTypes")})`);
  if (shape.status) parts.push(sql`${deviceCounts.status} = ${sql.placeholder("status")}`);
  return sql<number>`(select coalesce(sum(${deviceCounts.n}), 0) from ${deviceCounts} where ${and(...parts)})`;
}
