import { eq, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { rateCounters } from "../../db/schema/index.js";

/** A counter as stored: hits since `windowStart`. */
export interface CounterState {
  count: number;
  windowStart: Date;
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Fixed-window counters in the shared `rate_counters` table, so every API instance counts the
 * same hits (decision 0002). Each hit is one atomic upsert: concurrent requests cannot both slip
 * under a limit.
 */
export function createRateCounters(db: AppDatabase) {
  return {
    /**
     * Counts one hit of `key` in a window of `windowMs` starting at its first hit; a hit after
     * the window opens a new one. Answers the count including this hit.
     */
    async hit(key: string, windowMs: number, at: Date): Promise<CounterState> {
      const stale = sql`${rateCounters.windowStart} <= ${ts(new Date(at.getTime() - windowMs))}`;
      const [row] = await db
        .insert(rateCounters)
        .values({ key, windowStart: at, count: 1 })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: {
            count: sql`CASE WHEN ${stale} THEN 1 ELSE ${rateCounters.count} + 1 END`,
            windowStart: sql`CASE WHEN ${stale} THEN ${ts(at)} ELSE ${rateCounters.windowStart} END`,
          },
        })
        .returning({ count: rateCounters.count, windowStart: rateCounters.windowStart });
      if (!row) throw new Error("rate counter upsert returned no row");
      return row;
    },

    /** True while `key` stays within `limit` hits per window; counts this hit. */
    async allow(key: string, windowMs: number, limit: number, at: Date): Promise<boolean> {
      return (await this.hit(key, windowMs, at)).count <= limit;
    },

    async get(key: string): Promise<CounterState | null> {
      const rows = await db
        .select({ count: rateCounters.count, windowStart: rateCounters.windowStart })
        .from(rateCounters)
        .where(eq(rateCounters.key, key))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Overwrites a counter (a marker such as "pre-check passed at"). */
    async set(key: string, state: CounterState): Promise<void> {
      await db
        .insert(rateCounters)
        .values({ key, ...state })
        .onConflictDoUpdate({ target: rateCounters.key, set: state });
    },

    async remove(key: string): Promise<void> {
      await db.delete(rateCounters).where(eq(rateCounters.key, key));
    },
  };
}
export type RateCounters = ReturnType<typeof createRateCounters>;
