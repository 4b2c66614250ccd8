import { desc, gt } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { maintenanceNotices } from "../../db/schema/index.js";

/** A maintenance window to store. */
export interface MaintenanceInput {
  startsAt: Date;
  endsAt: Date;
  messageEn: string;
  messageZh: string;
}

/** maintenance_notices access. */
export function createMaintenanceRepository(db: AppDatabase) {
  return {
    async insert(input: MaintenanceInput): Promise<string> {
      const [row] = await db.insert(maintenanceNotices).values(input).returning({ id: maintenanceNotices.id });
      return row!.id;
    },

    /** The newest announced window that has not ended at `at` (a later announcement supersedes;
     * two stored in the same clock tick: the later window). */
    async latestOpen(at: Date) {
      const [row] = await db.select().from(maintenanceNotices).where(gt(maintenanceNotices.endsAt, at)).orderBy(desc(maintenanceNotices.createdAt), desc(maintenanceNotices.startsAt)).limit(1);
      return row ?? null;
    },
  };
}
