import { lt } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { requestNonces } from "../../db/schema/index.js";

/** Remembers request nonces until they can no longer be fresh (replay protection, spec §3). */
export interface NonceStore {
  /** Records `nonce`; false when it was already recorded (a replay). */
  consume(nonce: string, expiresAt: Date): Promise<boolean>;
  /** Forgets nonces that expired before `now`; returns how many. */
  deleteExpired(now: Date): Promise<number>;
}

/** Nonces in the shared `request_nonces` table, so every API instance sees every nonce. */
export function createNonceStore(db: AppDatabase): NonceStore {
  return {
    async consume(nonce, expiresAt) {
      // One atomic statement: two instances racing on the same nonce cannot both insert it.
      const inserted = await db
        .insert(requestNonces)
        .values({ nonce, expiresAt })
        .onConflictDoNothing()
        .returning({ nonce: requestNonces.nonce });
      return inserted.length === 1;
    },
    async deleteExpired(now) {
      const deleted = await db
        .delete(requestNonces)
        .where(lt(requestNonces.expiresAt, now))
        .returning({ nonce: requestNonces.nonce });
      return deleted.length;
    },
  };
}
