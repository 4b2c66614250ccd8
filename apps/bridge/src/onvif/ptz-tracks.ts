import { PTZ_LIMITS } from "@vms/api-client";
import type { Velocity } from "./onvif-camera.js";
import { byIndex, checkName, failed, freeIndex, nameTaken, ok, type PtzAnswer } from "./ptz-rules.js";
import type { PtzMemory, Track, TrackStep } from "./ptz-store.js";

const RECORDING = "a track is being recorded";

/** A step as the channel reports it; the time is added here. */
export type StepInput = { kind: "move"; velocity: Velocity } | { kind: "stop" } | { kind: "preset"; index: number };

/**
 * Tracks (patterns) of one camera: between start and stop recording, every manual move, stop and
 * preset jump is kept with its time, so a replay reproduces the movement (docs/device-protocol.md).
 */
export class PtzTracks {
  /** The index being recorded, or null. */
  recording: number | null = null;
  private startedAt = 0;

  constructor(
    private readonly memory: PtzMemory,
    private readonly now: () => number = Date.now,
  ) {}

  private find(index: number | null): Track | undefined {
    return this.memory.tracks.find((t) => t.index === index);
  }

  list(running: number | null): PtzAnswer {
    const tracks = [...this.memory.tracks].sort(byIndex).map(({ index, name, steps }) => ({ index, name, stepCount: steps.length }));
    return ok({ tracks, maxCount: PTZ_LIMITS.TRACK_MAX, running, recording: this.recording });
  }

  /**
   * Starts recording into `index` (the lowest free one when absent); a new track defaults to
   * "Track N", an existing one is recorded again and keeps its name unless given one.
   */
  startRecord(index: number | null, rawName: unknown, start: Velocity | null): PtzAnswer {
    if (this.recording !== null) return failed(RECORDING);
    const target = index ?? freeIndex(this.memory.tracks.map((t) => t.index), PTZ_LIMITS.TRACK_MAX);
    if (target === null) return failed(`track limit reached (${PTZ_LIMITS.TRACK_MAX})`);
    if (target < 1 || target > PTZ_LIMITS.TRACK_MAX) return failed(`track index out of range (1-${PTZ_LIMITS.TRACK_MAX})`);
    const existing = this.find(target);
    const name = rawName === undefined || rawName === null ? (existing?.name ?? `Track ${target}`) : checkName(rawName);
    if (typeof name !== "string") return name;
    if (nameTaken(this.memory.tracks, name, target)) return failed("track name already exists");
    this.memory.tracks = this.memory.tracks.filter((t) => t.index !== target);
    this.memory.tracks.push({ index: target, name, start, steps: [], durationMs: 0 });
    this.recording = target;
    this.startedAt = this.now();
    return ok({ index: target, recording: target });
  }

  /** Keeps a movement while recording, up to the step limit (later ones move the head unrecorded). */
  recordStep(step: StepInput): void {
    const track = this.find(this.recording);
    if (track && track.steps.length < PTZ_LIMITS.TRACK_STEP_MAX) track.steps.push({ ...step, atMs: this.now() - this.startedAt } as TrackStep);
  }

  stopRecord(): PtzAnswer {
    const track = this.find(this.recording);
    this.recording = null;
    if (!track) return failed("no track is being recorded");
    track.durationMs = this.now() - this.startedAt;
    return ok({ index: track.index, stepCount: track.steps.length, recording: null });
  }

  /** The track to replay, or the refusal. */
  runnable(index: number | null): Track | PtzAnswer {
    const track = this.find(index);
    if (!track) return failed("track not found");
    if (this.recording !== null) return failed(RECORDING);
    return track.steps.length ? track : failed("track has no movements");
  }

  rename(index: number | null, rawName: unknown): PtzAnswer {
    const track = this.find(index);
    if (!track) return failed("track not found");
    const name = checkName(rawName);
    if (typeof name !== "string") return name;
    if (nameTaken(this.memory.tracks, name, track.index)) return failed("track name already exists");
    track.name = name;
    return ok({ index: track.index });
  }

  remove(index: number | null): PtzAnswer {
    const track = this.find(index);
    if (!track) return failed("track not found");
    this.memory.tracks = this.memory.tracks.filter((t) => t !== track);
    if (this.recording === track.index) this.recording = null;
    return ok();
  }

  /** Refuses motions while recording (a run would end up in the recording). */
  busy(): PtzAnswer | null {
    return this.recording === null ? null : failed(RECORDING);
  }
}
