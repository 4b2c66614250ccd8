import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { deviceCounts, devices } from "../../db/schema/index.js";

/** Devices bound to an organization (blocks account deletion with 33401). */
export async function countOrgDevices(db: AppDatabase, orgId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(devices).where(eq(devices.orgId, orgId));
  return row?.n ?? 0;
}

/**
 * The number of devices matching a filter without a keyword, summed from the `device_counts`
 * rollup (decision 0013): at most one row per site, type and status of the organization instead
 * of one per device. A keyword filter cannot be answered from it.
 */
export function rolledUpTotal(
  db: AppDatabase,
  filter: { orgId: string; siteIds: readonly string[] | null; devTypes?: readonly number[] | undefined; status?: number | undefined },
) {
  const parts: SQL[] = [eq(deviceCounts.orgId, filter.orgId)];
  if (filter.siteIds) parts.push(inArray(deviceCounts.siteId, [...filter.siteIds]));
  if (filter.devTypes && filter.devTypes.length > 0) parts.push(inArray(deviceCounts.devType, [...filter.devTypes]));
  if (filter.status !== undefined) parts.push(eq(deviceCounts.status, filter.status));
  return db
    .select({ n: sql<number>`coalesce(sum(${deviceCounts.n}), 0)`.mapWith(Number) })
    .from(deviceCounts)
    .where(and(...parts));
}
