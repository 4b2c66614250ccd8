import { lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDatabase } from "../../db/database.js";
import { captchas, rateCounters, sessions, verificationCodes } from "../../db/schema/index.js";
import { startPeriodicJob } from "../../lib/periodic-job.js";

/** How often expired sign-in rows are purged. */
export const EXPIRED_ROWS_INTERVAL_MS = 10 * 60_000;

// Expired sessions are kept a week so an old token still answers 10002 (expired), not 20004.
const SESSION_KEEP_MS = 7 * 86_400_000;
// The longest rate window is a day; counters older than two are dead.
const COUNTER_KEEP_MS = 2 * 86_400_000;

/** Deletes expired captchas and e-mail codes, dead rate counters and long-expired sessions. */
export async function purgeExpiredRows(db: AppDatabase, now: Date): Promise<Record<string, number>> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const purged = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    captchas: await purged(db.delete(captchas).where(lt(captchas.expiresAt, now)).returning({ id: captchas.id })),
    codes: await purged(db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, now)).returning({ id: verificationCodes.id })),
    counters: await purged(db.delete(rateCounters).where(lt(rateCounters.windowStart, before(COUNTER_KEEP_MS))).returning({ key: rateCounters.key })),
    sessions: await purged(db.delete(sessions).where(lt(sessions.expiresAt, before(SESSION_KEEP_MS))).returning({ id: sessions.id })),
  };
}

/** One purge: answers how many rows of each kind went. */
export type ExpiredRowsPurge = (now: Date) => Promise<Record<string, number>>;

/**
 * Periodically deletes expired captchas, e-mail codes, rate counters and long-expired sessions.
 * Call the returned function on shutdown.
 */
export function startExpiredRowsCleanup(
  purge: ExpiredRowsPurge,
  log: FastifyBaseLogger,
  intervalMs: number = EXPIRED_ROWS_INTERVAL_MS,
): () => void {
  return startPeriodicJob(
    {
      run: purge,
      report: (counts, log) => {
        if (Object.values(counts).some((n) => n > 0)) log.debug(counts, "expired rows deleted");
      },
      failure: "expired rows cleanup failed",
    },
    log,
    intervalMs,
  );
}
