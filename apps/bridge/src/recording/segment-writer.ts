import { closeSync, openSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { AudioFormat } from "../media/camera-stream.js";
import { adtsFits, audioPaths, AudioTrackWriter } from "./audio-track.js";
import { closedNames, encodeEntry, endOfFrames, INDEX_RECORD_BYTES, writeAll, writeAllv, type FrameEntry, type SegmentFiles } from "./segment-format.js";

// Buffered: frames collect in memory and go to the files together (no fsync per frame; the page
// cache and the periodic flush carry them). A crash loses at most what was not yet flushed.
const FLUSH_BYTES = 512 * 1024;

/** The segment a channel is writing now: appends frames, flushes in batches, closes with a rename. */
export class SegmentWriter {
  readonly startMs: number;
  private readonly dataFd: number;
  private readonly indexFd: number;
  private readonly files: SegmentFiles;
  private pendingData: Uint8Array[] = [];
  private pendingIndex: Uint8Array[] = [];
  private pendingBytes = 0;
  private written = 0;
  private entries = 0;
  /** The last two frames: the span's end is the last one plus the interval before it. */
  private lastFrames: FrameEntry[] = [];
  /** The SPS of the segment's first key frame: another one starts a new segment (the format changed). */
  readonly sps: Uint8Array;
  /** The camera's sound beside the video (issue 31), opened with its first unit. */
  private audio: AudioTrackWriter | null = null;

  constructor(
    private readonly dir: string,
    startMs: number,
    sps: Uint8Array,
  ) {
    this.startMs = startMs;
    this.sps = sps;
    this.files = { startMs, endMs: null, data: join(dir, `${startMs}.h264`), index: join(dir, `${startMs}.idx`) };
    this.dataFd = openSync(this.files.data, "wx");
    this.indexFd = openSync(this.files.index, "wx");
  }

  get paths(): SegmentFiles {
    return this.files;
  }

  /** Bytes of the segment, written or pending (data and index, and its sound). */
  get bytes(): number {
    return this.written + this.pendingBytes + this.entries * INDEX_RECORD_BYTES + (this.audio?.bytes ?? 0);
  }

  get frames(): number {
    return this.entries;
  }

  /** Wall time of the last frame, or null before the first. */
  get lastWallMs(): number | null {
    return this.lastFrames.at(-1)?.wallMs ?? null;
  }

  /** Where the recording of this segment ends so far (the last frame plus one interval). */
  get endMs(): number {
    return this.lastFrames.length === 0 ? this.startMs : endOfFrames(this.lastFrames);
  }

  append(data: Uint8Array, wallMs: number, keyframe: boolean): void {
    const entry: FrameEntry = { offset: this.written + this.pendingBytes, length: data.byteLength, wallMs, keyframe };
    const record = new Uint8Array(INDEX_RECORD_BYTES);
    encodeEntry(entry, record, 0);
    // Access units are never changed once delivered (camera-stream.ts): kept as they are until written, not copied.
    this.pendingData.push(data);
    this.pendingIndex.push(record);
    this.pendingBytes += data.byteLength;
    this.entries++;
    this.lastFrames = [...this.lastFrames.slice(-1), entry];
    if (this.pendingBytes >= FLUSH_BYTES) this.flush();
  }

  /**
   * Stores one AAC unit of the camera's sound. Dropped when it would go back in time or the format
   * changed mid-segment (a file has one ADTS format; the next segment takes the new one).
   */
  appendAudio(data: Uint8Array, wallMs: number, format: AudioFormat): void {
    if (!this.audio) {
      if (!adtsFits(format)) return;
      this.audio = new AudioTrackWriter(audioPaths(this.files.data), format);
    }
    if (this.audio.format.config !== format.config || wallMs < this.audio.lastWallMs) return;
    this.audio.append(data, wallMs);
  }

  /** Writes what is pending: the data first, then its index records, so no record points past the data. */
  flush(): void {
    // The sound may have units after the last frame (it flushes on its own, by the same rule).
    this.audio?.flush();
    if (this.pendingData.length === 0) return;
    const index = Buffer.concat(this.pendingIndex);
    writeAllv(this.dataFd, this.pendingData);
    writeAll(this.indexFd, index);
    this.written += this.pendingBytes;
    this.pendingData = [];
    this.pendingIndex = [];
    this.pendingBytes = 0;
  }

  /** Flushes, closes and renames the files closed; answers the closed segment (null if it held no frame). */
  close(): SegmentFiles | null {
    this.flush();
    closeSync(this.dataFd);
    closeSync(this.indexFd);
    if (this.entries === 0) {
      rmSync(this.files.data, { force: true });
      rmSync(this.files.index, { force: true });
      this.audio?.close(this.audio.paths);
      if (this.audio) for (const p of [this.audio.paths.data, this.audio.paths.index]) rmSync(p, { force: true });
      return null;
    }
    const endMs = Math.round(this.endMs);
    const closed = closedNames(this.dir, this.startMs, endMs);
    renameSync(this.files.data, closed.data);
    renameSync(this.files.index, closed.index);
    // The sound last: a crash before its rename leaves it open-named, and the store's recovery renames it.
    this.audio?.close(audioPaths(closed.data));
    return { startMs: this.startMs, endMs, data: closed.data, index: closed.index };
  }
}
