import type { UserConfig, UserConfigType } from "@vms/api-client";
import { and, asc, count, eq } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { userConfigs } from "../../db/schema/index.js";

type Row = typeof userConfigs.$inferSelect;

const view = (row: Row): UserConfig => ({
  id: row.id,
  userId: row.userId,
  configType: row.configType as UserConfigType,
  configName: row.configName,
  configValue: row.configValue,
  updatedAt: row.updatedAt.getTime(),
});

/** Configs are always read and written by (userId, configType): no query crosses users. */
export function createUserConfigRepository(db: AppDatabase) {
  return {
    async list(userId: string, configType: UserConfigType): Promise<UserConfig[]> {
      const rows = await db.select().from(userConfigs)
        .where(and(eq(userConfigs.userId, userId), eq(userConfigs.configType, configType)))
        .orderBy(asc(userConfigs.configName));
      return rows.map(view);
    },

    async find(userId: string, id: string): Promise<UserConfig | null> {
      const [row] = await db.select().from(userConfigs).where(and(eq(userConfigs.userId, userId), eq(userConfigs.id, id))).limit(1);
      return row ? view(row) : null;
    },

    async count(userId: string, configType: UserConfigType): Promise<number> {
      const [row] = await db.select({ n: count() }).from(userConfigs).where(and(eq(userConfigs.userId, userId), eq(userConfigs.configType, configType)));
      return row?.n ?? 0;
    },

    /**
     * Inserts (id null) or updates the config; `others` rewrites the caller's other configs of the
     * type in the same transaction (a new default layout clears the old default).
     */
    async save(
      userId: string,
      input: { id: string | null; configType: UserConfigType; configName: string; configValue: string },
      others?: (value: string) => string | null,
    ): Promise<UserConfig> {
      return db.transaction(async (tx) => {
        const now = new Date();
        let saved: Row | undefined;
        if (input.id) {
          [saved] = await tx.update(userConfigs)
            .set({ configName: input.configName, configValue: input.configValue, updatedAt: now })
            .where(and(eq(userConfigs.userId, userId), eq(userConfigs.id, input.id)))
            .returning();
        } else {
          [saved] = await tx.insert(userConfigs)
            .values({ userId, configType: input.configType, configName: input.configName, configValue: input.configValue, updatedAt: now })
            .returning();
        }
        if (!saved) throw new Error("user config vanished while saving");
        if (others) {
          const rows = await tx.select().from(userConfigs).where(and(eq(userConfigs.userId, userId), eq(userConfigs.configType, input.configType)));
          for (const row of rows) {
            if (row.id === saved.id) continue;
            const next = others(row.configValue);
            if (next !== null && next !== row.configValue) await tx.update(userConfigs).set({ configValue: next }).where(eq(userConfigs.id, row.id));
          }
        }
        return view(saved);
      });
    },

    /** Answers the config it deleted, named (none when the user has none of this id). */
    remove(userId: string, id: string) {
      return db.delete(userConfigs).where(and(eq(userConfigs.userId, userId), eq(userConfigs.id, id))).returning({ id: userConfigs.id, name: userConfigs.configName });
    },
  };
}

export type UserConfigRepository = ReturnType<typeof createUserConfigRepository>;
