import { closeSync, openSync, readSync } from "node:fs";
import { MAX_FRAME_GAP_MS, type RecordingStore, type StoredSegment } from "./recording-store.js";
import { readEntries, type FrameEntry } from "./segment-format.js";

/** One stored access unit. */
export interface StoredFrame {
  data: Uint8Array;
  wallMs: number;
  keyframe: boolean;
}

/**
 * A position in a channel's recordings, frame by frame across segments (and into the segment being
 * written, whose new frames it picks up). Data files stay open while read, so a segment that
 * retention deletes meanwhile is still read to its end.
 */
export class FrameCursor {
  private segment: StoredSegment | null = null;
  private entries: FrameEntry[] = [];
  private at = 0;
  private fd: number | null = null;
  /** Set when moving on crossed a gap between recordings (the next segment does not follow the last one). */
  private crossedGap = false;

  constructor(
    private readonly store: RecordingStore,
    private readonly chlIndex: number,
  ) {}

  /**
   * Moves to the key frame at or before `positionMs` (segments start at key frames), or to the first
   * frame after it when it falls between recordings. Answers that frame's wall time, or null past the end.
   */
  seek(positionMs: number): number | null {
    this.store.flush(this.chlIndex);
    const segments = this.store.segmentsOf(this.chlIndex);
    const target = segments.find((s) => positionMs < s.endMs);
    if (!target) return this.park();
    this.load(target);
    let at = 0;
    for (let i = 0; i < this.entries.length && this.entries[i]!.wallMs <= positionMs; i++) if (this.entries[i]!.keyframe) at = i;
    this.at = at;
    return this.current()?.wallMs ?? null;
  }

  /** The frame at the cursor (its index entry), or null past the last recorded frame. */
  current(): FrameEntry | null {
    while (this.segment) {
      const entry = this.entries[this.at];
      if (entry) return entry;
      if (!this.refresh()) this.nextSegment();
    }
    return null;
  }

  /** Moves one frame on (or, with `keyframesOnly`, to the next key frame); true when that jumped over a gap between recordings. */
  advance(keyframesOnly = false): boolean {
    this.crossedGap = false;
    this.at++;
    if (keyframesOnly) for (let entry = this.current(); entry && !entry.keyframe; entry = this.current()) this.at++;
    else this.current();
    return this.crossedGap;
  }

  /** The access unit at the cursor; null past the end or when its data cannot be read. */
  read(): StoredFrame | null {
    const entry = this.current();
    if (!entry || this.fd === null) return null;
    const data = new Uint8Array(entry.length);
    let got = 0;
    try {
      while (got < entry.length) {
        const n = readSync(this.fd, data, got, entry.length - got, entry.offset + got);
        if (n === 0) break;
        got += n;
      }
    } catch {
      // A failing disk: the frame cannot be read (the caller ends what it was sending).
      return null;
    }
    if (got < entry.length) return null;
    return { data, wallMs: entry.wallMs, keyframe: entry.keyframe };
  }

  close(): void {
    this.park();
  }

  private load(segment: StoredSegment): void {
    this.closeFd();
    this.segment = segment;
    this.at = 0;
    try {
      this.fd = openSync(segment.data, "r");
      this.entries = readEntries(segment);
    } catch {
      // Deleted by retention before we got to it: nothing to read there.
      this.entries = [];
    }
  }

  /** The segment being written may have grown: re-reads its index. True when new frames came. */
  private refresh(): boolean {
    const segment = this.segment;
    if (!segment?.open) return false;
    this.store.flush(this.chlIndex);
    const now = this.store.segmentsOf(this.chlIndex).find((s) => s.startMs === segment.startMs);
    if (!now) return false;
    this.segment = now;
    const entries = readEntries(now);
    if (entries.length <= this.entries.length) return false;
    this.entries = entries;
    return true;
  }

  private nextSegment(): void {
    const { startMs, endMs } = this.segment!;
    const next = this.store.segmentsOf(this.chlIndex).find((s) => s.startMs > startMs);
    if (!next) return void this.park();
    // Segments split by time or format follow on at once; one after an outage starts over 2 s later.
    if (next.startMs - endMs > MAX_FRAME_GAP_MS / 2) this.crossedGap = true;
    this.load(next);
  }

  private park(): null {
    this.closeFd();
    this.segment = null;
    this.entries = [];
    this.at = 0;
    return null;
  }

  private closeFd(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

/** The stored access units of a channel from the key frame at or before `fromMs` up to (not including) `toMs`. */
export function* readFrames(store: RecordingStore, chlIndex: number, fromMs: number, toMs: number): Generator<StoredFrame> {
  const cursor = new FrameCursor(store, chlIndex);
  try {
    cursor.seek(fromMs);
    for (let entry = cursor.current(); entry && entry.wallMs < toMs; entry = cursor.current()) {
      const frame = cursor.read();
      if (frame) yield frame;
      cursor.advance();
    }
  } finally {
    cursor.close();
  }
}
