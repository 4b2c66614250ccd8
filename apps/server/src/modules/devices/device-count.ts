import { count, eq } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { devices } from "../../db/schema/index.js";

/** Devices bound to an organization (blocks account deletion with 33401). */
export async function countOrgDevices(db: AppDatabase, orgId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(devices).where(eq(devices.orgId, orgId));
  return row?.n ?? 0;
}
