import { closeSync, openSync } from "node:fs";
import type { AudioFormat } from "../media/camera-stream.js";
import { audioPaths, readAudioEntries, readUnit, recordedAudioFormat } from "./audio-track.js";
import type { RecordingStore, StoredSegment } from "./recording-store.js";
import type { FrameEntry } from "./segment-format.js";

/** One stored AAC unit (raw, no ADTS header) at its capture time. */
export interface StoredAudio {
  data: Uint8Array;
  wallMs: number;
}

/**
 * A position in a channel's recorded sound, by wall time across segments (and into the segment
 * being written). It follows the video: a playback or export asks for the units up to its next
 * video frame's time, so sound and picture go out interleaved in time order.
 */
export class AudioCursor {
  /** Units before this wall time were taken (or skipped by a seek). */
  private nextMs = -Infinity;
  private segment: StoredSegment | null = null;
  private entries: FrameEntry[] = [];
  private at = 0;
  private fd: number | null = null;

  constructor(
    private readonly store: RecordingStore,
    private readonly chlIndex: number,
  ) {}

  /** Sound from `wallMs` on comes next (a seek, an export stretch's key frame). */
  seek(wallMs: number): void {
    this.nextMs = wallMs;
    this.unload();
  }

  /** The units from the position up to (not including) `untilMs`, in time order; the position moves past them. */
  take(untilMs: number): StoredAudio[] {
    const out: StoredAudio[] = [];
    while (this.nextMs < untilMs) {
      if (!this.segment && !this.loadAt(this.nextMs)) break;
      const entry = this.entries[this.at];
      if (!entry) {
        if (this.refresh()) continue;
        if (!this.loadAfter(this.segment!.startMs)) break;
        continue;
      }
      if (entry.wallMs >= untilMs) break;
      this.at++;
      // A unit from before the position (a seek, or the tail of the segment before overlapping) is skipped.
      if (entry.wallMs < this.nextMs) continue;
      const data = this.fd === null ? null : readUnit(this.fd, entry);
      if (data) out.push({ data, wallMs: entry.wallMs });
      // Past this unit: a re-read of the segment (after the end of what was written) does not send it twice.
      this.nextMs = entry.wallMs + 1;
    }
    return out;
  }

  close(): void {
    this.unload();
  }

  /** The first segment that may hold sound at `wallMs`. */
  private loadAt(wallMs: number): boolean {
    this.store.flush(this.chlIndex);
    const segment = this.store.segmentsOf(this.chlIndex).find((s) => wallMs < s.endMs);
    return segment ? this.load(segment) : false;
  }

  private loadAfter(startMs: number): boolean {
    // None yet: the segment stays loaded, so sound written to it later is still found.
    const segment = this.store.segmentsOf(this.chlIndex).find((s) => s.startMs > startMs);
    return segment ? this.load(segment) : false;
  }

  private load(segment: StoredSegment): boolean {
    this.unload();
    this.segment = segment;
    const paths = audioPaths(segment.data);
    try {
      this.fd = openSync(paths.data, "r");
      this.entries = readAudioEntries(paths);
    } catch {
      // A segment without sound (or deleted by retention meanwhile): nothing to read there.
      this.entries = [];
    }
    return true;
  }

  /** The segment being written may have grown: re-reads its sound index. True when new units came. */
  private refresh(): boolean {
    const segment = this.segment;
    if (!segment?.open) return false;
    this.store.flush(this.chlIndex);
    const now = this.store.segmentsOf(this.chlIndex).find((s) => s.startMs === segment.startMs);
    if (!now) return false;
    const paths = audioPaths(now.data);
    if (this.fd === null) {
      try {
        this.fd = openSync(paths.data, "r");
      } catch {
        return false;
      }
    }
    const entries = readAudioEntries(paths);
    if (entries.length <= this.entries.length) return false;
    this.entries = entries;
    return true;
  }

  private unload(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    this.segment = null;
    this.entries = [];
    this.at = 0;
  }
}

/** The format of the sound recorded with the segment holding `wallMs`; null when it has none. */
export function recordedSound(store: RecordingStore, chlIndex: number, wallMs: number): AudioFormat | null {
  const segment = store.segmentsOf(chlIndex).find((s) => wallMs < s.endMs);
  if (!segment) return null;
  store.flush(chlIndex);
  return recordedAudioFormat(audioPaths(segment.data).data);
}
