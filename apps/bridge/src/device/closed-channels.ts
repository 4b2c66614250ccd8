import { z } from "zod";
import type { DataFolder } from "../config/data-folder.js";

const FILE = "closed-channels.json";
const fileSchema = z.object({ closed: z.array(z.number().int().min(1).max(256)) });

/**
 * The channels the cloud closed (`channelSet` enabled false), kept in the data folder: a recorder
 * remembers a closed channel across a power cycle, and the server takes the hello's `enabled` as
 * the truth, so a bridge that forgot would reopen the channel on every restart. Channel numbers
 * are stable (channels.json), so a number names the same camera after a restart.
 */
export class ClosedChannels {
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly data: DataFolder | null,
    private readonly closed: Set<number>,
  ) {}

  /** Reads the data folder's list (none before the first channelSet). */
  static async load(data: DataFolder): Promise<ClosedChannels> {
    const stored = await data.readDocument(FILE);
    if (stored === null) return new ClosedChannels(data, new Set());
    const parsed = fileSchema.safeParse(stored);
    if (!parsed.success) throw new Error(`${data.dir}/${FILE}: not a list of closed channels`);
    return new ClosedChannels(data, new Set(parsed.data.closed));
  }

  /** Kept in memory only (tests and tools without a data folder). */
  static inMemory(): ClosedChannels {
    return new ClosedChannels(null, new Set());
  }

  isClosed(chlIndex: number): boolean {
    return this.closed.has(chlIndex);
  }

  /** Applies at once; resolves once the data folder holds it (writes one after another, never interleaved). */
  set(chlIndex: number, enabled: boolean): Promise<void> {
    if (enabled === !this.closed.has(chlIndex)) return this.writing;
    if (enabled) this.closed.delete(chlIndex);
    else this.closed.add(chlIndex);
    const data = this.data;
    if (!data) return this.writing;
    const snapshot = { closed: [...this.closed].sort((a, b) => a - b) };
    this.writing = this.writing.catch(() => undefined).then(() => data.writeDocument(FILE, snapshot));
    return this.writing;
  }
}
