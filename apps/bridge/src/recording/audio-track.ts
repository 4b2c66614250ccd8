import { closeSync, existsSync, openSync, readSync, renameSync, rmSync, truncateSync } from "node:fs";
import { audioSpecificConfig, parseAudioSpecificConfig } from "@vms/media/aac";
import type { AudioFormat } from "../media/camera-stream.js";
import { decodeEntries, encodeEntry, INDEX_RECORD_BYTES, readWhole, writeAll, writeAllv, type FrameEntry } from "./segment-format.js";

/**
 * The sound of one recording segment (docs/bridge.md "What it stores"): `<start>.aac` beside the
 * segment's `.h264`, the camera's AAC units as ADTS frames (so any AAC tool plays it, and each
 * header keeps the format: rate, channels, object type), and `<start>.aidx`, one record per unit in
 * the video index's layout (its wall time, where its ADTS frame lies). Renamed with the segment.
 */

const ADTS_HEADER_BYTES = 7;
const ADTS_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];

/** The sound files of a segment whose video data file is `videoData` (`….h264`). */
export function audioPaths(videoData: string): { data: string; index: string } {
  const base = videoData.replace(/\.h264$/, "");
  return { data: `${base}.aac`, index: `${base}.aidx` };
}

/** Whether a camera's sound fits ADTS (object types 1–4, a listed rate, 1–7 channels): else it is not recorded. */
export function adtsFits(format: AudioFormat): boolean {
  const asc = parseAudioSpecificConfig(Uint8Array.from(Buffer.from(format.config, "hex")));
  return asc !== null && asc.objectType <= 4 && ADTS_RATES.includes(asc.sampleRate) && asc.channels <= 7;
}

/** The 7-byte ADTS header (no CRC) of one raw AAC unit of `length` bytes. */
export function adtsHeader(format: AudioFormat, length: number): Uint8Array {
  const asc = parseAudioSpecificConfig(Uint8Array.from(Buffer.from(format.config, "hex")))!;
  const rate = ADTS_RATES.indexOf(asc.sampleRate);
  const total = length + ADTS_HEADER_BYTES;
  const profile = asc.objectType - 1;
  return Uint8Array.of(0xff, 0xf1, (profile << 6) | (rate << 2) | (asc.channels >> 2), ((asc.channels & 3) << 6) | (total >> 11), (total >> 3) & 0xff, ((total & 7) << 5) | 0x1f, 0xfc);
}

/** The format a recorded `.aac` was written in, from its first ADTS header; null without sound. */
export function recordedAudioFormat(aacPath: string): AudioFormat | null {
  const head = readWhole(aacPath, ADTS_HEADER_BYTES);
  if (head.byteLength < ADTS_HEADER_BYTES || head[0] !== 0xff || (head[1]! & 0xf6) !== 0xf0) return null;
  const objectType = (head[2]! >> 6) + 1;
  const sampleRate = ADTS_RATES[(head[2]! >> 2) & 0xf];
  const channels = ((head[2]! & 1) << 2) | (head[3]! >> 6);
  if (sampleRate === undefined || channels === 0) return null;
  return { codec: `mp4a.40.${objectType}`, sampleRate, channels, config: Buffer.from(audioSpecificConfig(objectType, sampleRate, channels)).toString("hex") };
}

/** The units of a sound index, up to the last consistent one with the `.aac` (the video index's rules). */
export function readAudioEntries(paths: { data: string; index: string }): FrameEntry[] {
  const data = readWhole(paths.data);
  // A record past a power loss's zeros is cut too: each unit must begin with an ADTS sync word.
  const entries = decodeEntries(readWhole(paths.index), data.byteLength);
  const whole = entries.findIndex((e) => data[e.offset] !== 0xff || (data[e.offset + 1]! & 0xf6) !== 0xf0);
  return whole < 0 ? entries : entries.slice(0, whole);
}

/** The raw AAC unit (ADTS header stripped) of an entry of an open `.aac`; null when it cannot be read. */
export function readUnit(fd: number, entry: FrameEntry): Uint8Array | null {
  const frame = new Uint8Array(entry.length);
  let got = 0;
  try {
    while (got < entry.length) {
      const n = readSync(fd, frame, got, entry.length - got, entry.offset + got);
      if (n === 0) break;
      got += n;
    }
  } catch {
    return null;
  }
  if (got < entry.length) return null;
  const header = (frame[1]! & 1) === 1 ? ADTS_HEADER_BYTES : 9;
  return frame.subarray(header);
}

/**
 * Trims a crashed segment's sound to its last whole unit and names it like the segment's video
 * (`closed`): removed when no unit survived. Sound without video is never kept.
 */
export function recoverAudio(open: { data: string; index: string }, closed: { data: string; index: string }): void {
  if (!existsSync(open.data)) return void rmSync(open.index, { force: true });
  const entries = readAudioEntries(open);
  if (entries.length === 0) {
    rmSync(open.data, { force: true });
    rmSync(open.index, { force: true });
    return;
  }
  const last = entries.at(-1)!;
  truncateSync(open.data, last.offset + last.length);
  truncateSync(open.index, entries.length * INDEX_RECORD_BYTES);
  renameBoth(open, closed);
}

export function renameBoth(from: { data: string; index: string }, to: { data: string; index: string }): void {
  if (from.data !== to.data && existsSync(from.data)) renameSync(from.data, to.data);
  if (from.index !== to.index && existsSync(from.index)) renameSync(from.index, to.index);
}

/** The sound a segment writer appends: ADTS frames and their index records, written with the video's flush. */
export class AudioTrackWriter {
  private readonly dataFd: number;
  private readonly indexFd: number;
  private pendingData: Uint8Array[] = [];
  private pendingIndex: Uint8Array[] = [];
  private pendingBytes = 0;
  private written = 0;
  units = 0;
  lastWallMs = -Infinity;

  constructor(
    readonly paths: { data: string; index: string },
    readonly format: AudioFormat,
  ) {
    this.dataFd = openSync(paths.data, "wx");
    this.indexFd = openSync(paths.index, "wx");
  }

  get bytes(): number {
    return this.written + this.pendingBytes + this.units * INDEX_RECORD_BYTES;
  }

  append(data: Uint8Array, wallMs: number): void {
    const header = adtsHeader(this.format, data.byteLength);
    const entry: FrameEntry = { offset: this.written + this.pendingBytes, length: header.byteLength + data.byteLength, wallMs, keyframe: false };
    const record = new Uint8Array(INDEX_RECORD_BYTES);
    encodeEntry(entry, record, 0);
    this.pendingData.push(header, data);
    this.pendingIndex.push(record);
    this.pendingBytes += entry.length;
    this.units++;
    this.lastWallMs = wallMs;
  }

  /** The data first, then its records, so no record points past the data (as the video's). */
  flush(): void {
    if (this.pendingData.length === 0) return;
    writeAllv(this.dataFd, this.pendingData);
    writeAll(this.indexFd, Buffer.concat(this.pendingIndex));
    this.written += this.pendingBytes;
    this.pendingData = [];
    this.pendingIndex = [];
    this.pendingBytes = 0;
  }

  /** Flushes, closes and renames to the segment's closed names. */
  close(closed: { data: string; index: string }): void {
    this.flush();
    closeSync(this.dataFd);
    closeSync(this.indexFd);
    if (this.units === 0) {
      rmSync(this.paths.data, { force: true });
      rmSync(this.paths.index, { force: true });
      return;
    }
    renameBoth(this.paths, closed);
  }
}
