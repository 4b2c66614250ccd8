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

interface Waiting {
  nonce: string;
  expiresAt: Date;
  resolve: (fresh: boolean) => void;
  reject: (err: unknown) => void;
}

/** Most nonces written by one statement. */
const MAX_BATCH = 500;

/**
 * Nonces in the shared `request_nonces` table, so every API instance sees every nonce. Each
 * consume waits for its row to be inserted (exact across instances: the primary key decides),
 * but calls that arrive while a write is in flight are written together by the next statement,
 * one round trip for the lot (decision 0008).
 */
export function createNonceStore(db: AppDatabase): NonceStore {
  let queue: Waiting[] = [];
  let writing = false;

  async function write(batch: Waiting[]): Promise<void> {
    // The first of equal nonces in one batch wins; the others are replays of it.
    const first = new Map<string, Waiting>();
    for (const w of batch) if (!first.has(w.nonce)) first.set(w.nonce, w);
    try {
      // One atomic statement: two instances racing on the same nonce cannot both insert it.
      const inserted = await db
        .insert(requestNonces)
        .values([...first.values()].map(({ nonce, expiresAt }) => ({ nonce, expiresAt })))
        .onConflictDoNothing()
        .returning({ nonce: requestNonces.nonce });
      const fresh = new Set(inserted.map((row) => row.nonce));
      for (const w of batch) w.resolve(first.get(w.nonce) === w && fresh.has(w.nonce));
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, MAX_BATCH);
        queue = queue.slice(batch.length);
        await write(batch);
      }
    } finally {
      writing = false;
    }
  }

  return {
    consume(nonce, expiresAt) {
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ nonce, expiresAt, resolve, reject });
        if (!writing) void drain();
      });
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
