import { Code } from "@vms/api-client";
import { lt, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { runNamed, type NamedStatement } from "../../db/named-statement.js";
import { requestNonces } from "../../db/schema/index.js";
import { AppError } from "../../core/app-error.js";
import type { NonceStore } from "../../core/nonce-store.js";


interface Waiting {
  nonce: string;
  expiresAt: Date;
  signedAt: number;
  resolve: (fresh: boolean) => void;
  reject: (err: unknown) => void;
}

/** Most nonces written by one statement. */
const MAX_BATCH = 500;

/**
 * One atomic statement: two instances racing on the same nonce cannot both insert it. The epoch
 * comes with it, so a crash between two calls is seen by the next one. One text for every batch
 * size (arrays, not a VALUES list), so it runs as a named statement: planned once per connection.
 */
const INSERT_NONCES: NamedStatement = {
  name: "vms_insert_nonces",
  text: `with inserted as (
    insert into request_nonces (nonce, expires_at)
    select * from unnest($1::text[], $2::timestamptz[]) on conflict do nothing returning nonce
  )
  select inserted.nonce, (select (extract(epoch from started_at) * 1000)::float8 from nonce_epoch where id = 1) as epoch
  from inserted`,
};

/**
 * Nonces in the shared `request_nonces` table, so every API instance sees every nonce. Each
 * consume waits for its row to be inserted (exact across instances: the primary key decides),
 * but calls that arrive while a write is in flight are written together by the next statement,
 * one round trip for the lot (decision 0008). The tables are UNLOGGED, so that round trip waits for
 * no WAL flush; the epoch read in the same statement covers what a crash forgets (decision 0011).
 */
export function createNonceStore(db: AppDatabase): NonceStore {
  let queue: Waiting[] = [];
  let writing = false;
  let scheduled = false;

  async function write(batch: Waiting[]): Promise<void> {
    // The first of equal nonces in one batch wins; the others are replays of it.
    const first = new Map<string, Waiting>();
    for (const w of batch) if (!first.has(w.nonce)) first.set(w.nonce, w);
    try {
      const unique = [...first.values()];
      const rows = await runNamed<{ nonce: string; epoch: number | null }>(db, INSERT_NONCES, [
        unique.map((w) => w.nonce),
        unique.map((w) => w.expiresAt.toISOString()),
      ]);
      const fresh = new Set(rows.map((row) => row.nonce));
      let epoch = rows[0]?.epoch ?? null;
      if (rows.length > 0 && epoch === null) epoch = await startEpoch();
      for (const w of batch) {
        if (first.get(w.nonce) !== w || !fresh.has(w.nonce)) w.resolve(false);
        // Whole milliseconds, as requests are signed: the api-client retries at the server time it is
        // answered, which can fall in the epoch's own millisecond (a request signed before the crash
        // was signed long before the epoch began).
        else if (epoch !== null && w.signedAt < Math.floor(epoch)) w.reject(new AppError(Code.STALE_REQUEST, { serverTime: Date.now() }));
        else w.resolve(true);
      }
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }

  /** After crash recovery emptied the tables: the epoch starts now (the first instance to ask sets it). */
  async function startEpoch(): Promise<number> {
    const result = await db.execute(sql`
      with started as (insert into nonce_epoch (id, started_at) values (1, now()) on conflict do nothing returning started_at)
      select (extract(epoch from coalesce((select started_at from started), (select started_at from nonce_epoch where id = 1))) * 1000)::float8 as epoch`);
    const epoch = (result as unknown as { rows: Array<{ epoch: number }> }).rows[0]?.epoch;
    if (typeof epoch !== "number") throw new Error("nonce epoch could not be started");
    return epoch;
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
    consume(nonce, expiresAt, signedAt = Number.POSITIVE_INFINITY) {
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ nonce, expiresAt, signedAt, resolve, reject });
        if (writing || scheduled) return;
        // Wait for the end of this turn of the event loop: the other requests read in the same
        // turn join the batch. On PGlite this is what makes batches at all (its queries run on this
        // thread, so no request is read while an insert runs).
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          void drain();
        });
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
