import { and, asc, gte, inArray } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { busLog } from "../../db/schema/index.js";

/** How long messages stay in `bus_log` for a reconnecting listener. */
export const DEFAULT_REPLAY_WINDOW_MS = 60_000;

/**
 * The messages a listener may have missed: those logged since `since` (the database's time when
 * the lost connection was last known to work, less a margin) on the PostgreSQL channels given, in
 * publish order. Some were delivered already: `SeenIds` drops them.
 */
export async function missedMessages(db: AppDatabase, since: Date, channels: string[]): Promise<Array<{ channel: string; payload: string }>> {
  if (channels.length === 0) return [];
  return db
    .select({ channel: busLog.channel, payload: busLog.wire })
    .from(busLog)
    .where(and(gte(busLog.createdAt, since), inArray(busLog.channel, channels)))
    .orderBy(asc(busLog.id));
}

/**
 * Ids of the messages delivered lately, so that a message read both from its NOTIFY and from
 * `bus_log` (around a reconnect) is delivered once.
 */
export class SeenIds {
  private ids = new Map<string, number>();

  constructor(private readonly windowMs: number) {}

  /** Records the id; false when it was seen already. */
  add(id: string, now = Date.now()): boolean {
    if (this.ids.has(id)) return false;
    this.ids.set(id, now);
    return true;
  }

  /** Forgets ids older than the window (a Map iterates in insertion order: oldest first). */
  prune(now = Date.now()): void {
    for (const [id, at] of this.ids) {
      if (now - at <= this.windowMs) break;
      this.ids.delete(id);
    }
  }

  get size(): number {
    return this.ids.size;
  }
}
