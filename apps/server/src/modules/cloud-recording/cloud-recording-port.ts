// Contract between the cloud recorder (owner: modules/cloud-recording), its readers (playback,
// archives) and the cloud storage plans (owner: modules/commerce). Fixed before the slices were
// built in parallel; change it only together with every implementer.

import type { StreamAudio } from "@vms/api-client";

/**
 * One H.264 access unit read back from cloud storage (Annex B, SPS/PPS repeated on key frames), or
 * with `audio` one raw AAC unit of the channel's sound (issue 31; only when asked with `audio`).
 */
export interface RecordedFrame {
  /** Wall-clock time of the frame, Unix milliseconds. */
  wallMs: number;
  keyframe: boolean;
  accessUnit: Uint8Array;
  /** A unit of sound, not a video frame. */
  audio?: boolean;
  /** On key frames, when asked with `audio`: the sound recorded with them (null: none). */
  sound?: StreamAudio | null;
}

/** A continuous recorded stretch, Unix milliseconds. */
export interface RecordedSpan {
  startMs: number;
  endMs: number;
}

/** Reads what the server recorded of a channel into object storage. Every call is scoped by orgId. */
export interface CloudRecordingReader {
  /** Continuous recorded stretches overlapping [fromMs, toMs), in time order. */
  spans(orgId: string, sn: string, chlIndex: number, fromMs: number, toMs: number): Promise<RecordedSpan[]>;
  /** Days (YYYY-MM-DD in `timeZone`, default UTC) of [fromMs, toMs) holding recordings. */
  existDays(orgId: string, sn: string, chlIndex: number, fromMs: number, toMs: number, timeZone?: string): Promise<string[]>;
  /**
   * Frames from the key frame at or before `fromMs` up to `toMs`, in time order. With
   * `keyframesOnly` only key frames come (fast playback); with `audio` the key frames name the recorded
   * sound and (unless `keyframesOnly`) its units come too, in time order with the frames. Stops when `signal` aborts.
   */
  frames(orgId: string, sn: string, chlIndex: number, fromMs: number, toMs: number, opts?: { keyframesOnly?: boolean; audio?: boolean; signal?: AbortSignal }): AsyncIterable<RecordedFrame>;
}

/** A channel with an active cloud storage plan. */
export interface CloudChannel {
  orgId: string;
  sn: string;
  chlIndex: number;
  /** Days of cyclic storage the plan keeps (retention). */
  storageDays: number;
}

/**
 * Which channels the server records to the cloud. Implemented by modules/commerce from paid,
 * trial and seeded plans; the recorder asks it periodically and on `onChange`.
 */
export interface CloudStorageDirectory {
  activeChannels(nowMs: number): Promise<CloudChannel[]>;
  planFor(orgId: string, sn: string, chlIndex: number, nowMs: number): Promise<CloudChannel | null>;
  /** Called when plans start or end, so the recorder need not wait for its next poll. */
  onChange(listener: () => void): () => void;
}
