import { failed, ok, type Outcome } from "./outcome.js";
import { byIndex, checkName, freeIndex, nameTaken, runningOf, type PtzHead, type PtzPosition } from "./ptz-common.js";
import { PTZ_LIMITS } from "@vms/api-client";

/** A track (pattern): the movements recorded between start and stop, replayed in a loop when run. */
export interface PtzTrack {
  index: number;
  name: string;
  /** Where recording began: a run starts the replay there. */
  start: PtzPosition;
  steps: PtzPosition[];
}

const RECORDING = "a track is being recorded";

/**
 * The tracks of one channel. The head reports each movement through {@link recordStep}; while a
 * track records, nothing else may run (the recording would capture it).
 */
export class PtzTracks {
  readonly tracks = new Map<number, PtzTrack>();
  /** The index being recorded, or null. */
  recording: number | null = null;

  constructor(private readonly head: PtzHead) {}

  list(): Outcome {
    const tracks = [...this.tracks.values()].sort(byIndex).map(({ index, name, steps }) => ({ index, name, stepCount: steps.length }));
    return ok({ tracks, maxCount: PTZ_LIMITS.TRACK_MAX, running: runningOf(this.head, "track"), recording: this.recording });
  }

  /**
   * Starts recording into `index` (the lowest free index when absent). A new track takes `name`
   * (default "Track N"); recording an existing one again replaces its movements and keeps its name
   * unless a new one is given. Whatever ran stops.
   */
  startRecord(index: number | null, rawName: unknown): Outcome {
    if (this.recording !== null) return failed(RECORDING);
    let target = index;
    if (target === null) {
      target = freeIndex(this.tracks, PTZ_LIMITS.TRACK_MAX);
      if (target === null) return failed(`track limit reached (${PTZ_LIMITS.TRACK_MAX})`);
    }
    if (target < 1 || target > PTZ_LIMITS.TRACK_MAX) return failed(`track index out of range (1-${PTZ_LIMITS.TRACK_MAX})`);
    const existing = this.tracks.get(target);
    const name = rawName === undefined || rawName === null ? (existing?.name ?? `Track ${target}`) : checkName(rawName);
    if (typeof name !== "string") return name;
    if (nameTaken(this.tracks, name, target)) return failed("track name already exists");
    this.head.motion = null;
    this.tracks.set(target, { index: target, name, start: { ...this.head.position }, steps: [] });
    this.recording = target;
    return ok({ index: target, recording: target });
  }

  stopRecord(): Outcome {
    const track = this.recording === null ? undefined : this.tracks.get(this.recording);
    this.recording = null;
    if (!track) return failed("no track is being recorded");
    return ok({ index: track.index, stepCount: track.steps.length, recording: null });
  }

  /** Called after every movement of the head; kept only while recording and below the step limit. */
  recordStep(position: PtzPosition): void {
    const track = this.recording === null ? undefined : this.tracks.get(this.recording);
    if (track && track.steps.length < PTZ_LIMITS.TRACK_STEP_MAX) track.steps.push({ ...position });
  }

  run(index: number | null): Outcome {
    const track = index === null ? undefined : this.tracks.get(index);
    if (!track) return failed("track not found");
    if (this.recording !== null) return failed(RECORDING);
    if (track.steps.length === 0) return failed("track has no movements");
    this.head.motion = { kind: "track", index: track.index };
    this.head.position = { ...track.start };
    return ok({ running: track.index });
  }

  /** Stops a running track (nothing else). */
  stop(): Outcome {
    if (this.head.motion?.kind === "track") this.head.motion = null;
    return ok({ running: null });
  }

  rename(index: number | null, rawName: unknown): Outcome {
    const track = index === null ? undefined : this.tracks.get(index);
    if (!track) return failed("track not found");
    const name = checkName(rawName);
    if (typeof name !== "string") return name;
    if (nameTaken(this.tracks, name, track.index)) return failed("track name already exists");
    track.name = name;
    return ok({ index: track.index });
  }

  remove(index: number | null): Outcome {
    if (index === null || !this.tracks.delete(index)) return failed("track not found");
    if (this.recording === index) this.recording = null;
    if (runningOf(this.head, "track") === index) this.head.motion = null;
    return ok();
  }

  /** Refuses motions while recording. */
  busy(): Outcome | null {
    return this.recording === null ? null : failed(RECORDING);
  }
}
