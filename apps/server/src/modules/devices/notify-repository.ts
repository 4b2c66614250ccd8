import { eq } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { deviceNotify } from "../../db/schema/index.js";

/** Device notification settings (/monitor/dev-notify/*). */
export function createNotifyRepository(db: AppDatabase) {
  return {
    async get(deviceId: number) {
      const [row] = await db.select().from(deviceNotify).where(eq(deviceNotify.deviceId, deviceId)).limit(1);
      return row ?? null;
    },
    async save(deviceId: number, values: { enabled: boolean; events: string[]; recipients: string[] }, at: Date): Promise<void> {
      await db
        .insert(deviceNotify)
        .values({ deviceId, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: deviceNotify.deviceId, set: { ...values, updatedAt: at } });
    },
  };
}

export type NotifyRepository = ReturnType<typeof createNotifyRepository>;
