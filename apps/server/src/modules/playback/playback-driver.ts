import type { StreamAudio } from "@vms/api-client";

// What a playback session reads from: the device (local recordings over the gateway) or the
// server's cloud recording. Both deliver frames stamped with their wall-clock time.

/** One access unit of a recording. */
export interface PlaybackFrame {
  /** Wall-clock time, Unix ms. */
  wallMs: number;
  keyframe: boolean;
  /** Annex B access unit (SPS/PPS before key frames); one raw AAC unit when `audio`. */
  data: Uint8Array;
  /** Issue 31: a unit of the channel's sound, not a video frame. */
  audio?: boolean;
}

/** What a driver tells its session, in order. */
export interface DriverEvents {
  /** The next frame starts a new position (a start or a seek): a key frame at `wallMs`. */
  seeked(wallMs: number): void;
  frame(frame: PlaybackFrame): void;
  /** Before a start's first frame: the recording's sound (AAC), or null without one. Optional for sources without sound. */
  audio?(config: StreamAudio | null): void;
  /** The source holds after a pause (and goes on after a resume) at `wallMs`, the next frame to come. */
  paused(wallMs: number): void;
  resumed(wallMs: number): void;
  /** The source ended: 7066 at the end of the range (a seek may restart it), 7062 the device dropped. */
  ended(code: number): void;
}

/** Steers one playback. Every method rejects with an AppError carrying a catalogue code. */
export interface PlaybackDriver {
  /** Starts (or restarts after the end) at `positionMs`; frames follow `events.seeked`. */
  start(positionMs: number, speed: number): Promise<void>;
  seek(positionMs: number): Promise<void>;
  pause(): Promise<void>;
  resume(): Promise<void>;
  speed(speed: number): Promise<void>;
  stop(): void;
}

/** The range of a playback ticket (Unix seconds). */
export interface PlaybackRange {
  orgId: string;
  sn: string;
  chlIndex: number;
  startTime: number;
  endTime: number;
}
