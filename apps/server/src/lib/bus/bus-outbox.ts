import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDatabase } from "../../db/database.js";
import { busBodies, busLog } from "../../db/schema/index.js";

/** What travels in a NOTIFY payload: the id and origin, then the body or the row holding it. */
export type Wire = { i: string; f: string; b?: unknown; r?: number };

const MAX_BATCH = 200;

export interface Outbox {
  /** Queues a message; `done` runs once it left (or failed, logged). */
  push(channel: string, wire: Wire, done: () => void): void;
  /** Resolves once everything queued so far left. */
  drain(): Promise<void>;
  /** Sends nothing more. */
  close(): void;
}

/**
 * The PostgreSQL bus's publishing side (decision 0039): one statement at a time, in publish order,
 * each carrying up to 200 waiting messages that it both NOTIFYs and logs in `bus_log` (the replay
 * of a reconnecting listener). A body over `maxInline` bytes goes to `bus_bodies` first.
 */
export function createOutbox(deps: { db: AppDatabase; log: FastifyBaseLogger; maxInline: number; pgChannel: (channel: string) => string }): Outbox {
  const { db, log } = deps;
  let queue: Array<{ channel: string; wire: Wire; done: () => void }> = [];
  let sending: Promise<void> | null = null;
  let closed = false;

  async function sendBatch(batch: typeof queue): Promise<void> {
    const pairs: [string, string][] = [];
    for (const { channel, wire } of batch) {
      let text = JSON.stringify(wire);
      if (Buffer.byteLength(text) > deps.maxInline) {
        const [row] = await db.insert(busBodies).values({ channel, body: wire.b ?? null }).returning({ id: busBodies.id });
        text = JSON.stringify({ i: wire.i, f: wire.f, r: row!.id } satisfies Wire);
      }
      pairs.push([deps.pgChannel(channel), text]);
    }
    // jsonb_array_elements keeps the array's order: the notifications leave, and the log's ids are
    // taken, in publish order. A data-modifying WITH runs although the select does not read it.
    const json = JSON.stringify(pairs);
    await db.execute(sql`
      with logged as (
        insert into ${busLog} (channel, wire)
        select e.m->>0, e.m->>1 from jsonb_array_elements(${json}::jsonb) with ordinality as e(m, n) order by e.n)
      select pg_notify(m->>0, m->>1) from jsonb_array_elements(${json}::jsonb) as m`);
  }

  function drain(): Promise<void> {
    sending ??= (async () => {
      while (queue.length > 0 && !closed) {
        const batch = queue.slice(0, MAX_BATCH);
        queue = queue.slice(batch.length);
        try {
          await sendBatch(batch);
        } catch (err) {
          log.error({ err, messages: batch.length }, "bus publish failed: messages dropped");
        }
        for (const message of batch) message.done();
      }
      sending = null;
    })();
    return sending;
  }

  return {
    push(channel, wire, done) {
      queue.push({ channel, wire, done });
      void drain();
    },
    drain,
    close: () => void (closed = true),
  };
}
