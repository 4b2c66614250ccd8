import type { StreamRef } from "./stream-source";

/** An early ticket older than this is not used (tickets live 30 s; the socket must open within that). */
const FRESH_MS = 20_000;

const keyOf = (ref: StreamRef) => `${ref.sn}/${ref.chlIndex}/${ref.stream}`;

/**
 * Tickets asked for as a window is bound (issue 31): opening a layout binds 16 windows before the
 * page has drawn the 12 new ones, and their tickets are on the way while it draws instead of after.
 */
export class TicketPrefetch {
  private readonly early = new Map<number, { key: string; at: number; url: Promise<string> }>();

  constructor(
    private readonly open: (ref: StreamRef) => Promise<string>,
    private readonly now: () => number,
  ) {}

  ask(winIndex: number, ref: StreamRef): void {
    const url = this.open(ref);
    // A refused early ticket is the player's to report, when it takes it.
    url.catch(() => undefined);
    this.early.set(winIndex, { key: keyOf(ref), at: this.now(), url });
  }

  /** The window's socket URL: its early ticket when it is for this stream and fresh, else a new one. */
  take(winIndex: number, ref: StreamRef): Promise<string> {
    const early = this.early.get(winIndex);
    this.early.delete(winIndex);
    if (early && early.key === keyOf(ref) && this.now() - early.at < FRESH_MS) return early.url;
    return this.open(ref);
  }
}
