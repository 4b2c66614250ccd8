import { PTZ_LIMITS } from "@vms/api-client";
import type { PtzCamera } from "./onvif-camera.js";
import type { Cruise, CruiseStop, Track } from "./ptz-store.js";

export type MotionKind = "cruise" | "track" | "cruiseGroup";

/** Waits `ms`, or less when `signal` aborts (tests pass a faster one). */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, Math.max(0, ms));
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

/** How long one manual step (and a replayed one) moves the head: ContinuousMove's Timeout. */
export const MOVE_TIMEOUT_MS = 1000;
/** A pass that visited nothing waits this long, so a cruise whose presets vanished does not spin. */
const IDLE_PASS_MS = 1000;

/** Speed 1–8 as an ONVIF velocity 0.125…1.0. */
export const velocityOf = (speed: number): number => speed / PTZ_LIMITS.SPEED.MAX;

interface Running {
  kind: MotionKind;
  index: number;
  abort: AbortController;
}

/**
 * Runs the motions ONVIF lacks, from presets: a cruise line visits its presets in order (GotoPreset,
 * then holdTime seconds), a cruise group runs its lines one after another, a track replays its
 * recorded steps at their times; each loops until stopped. One motion at a time: starting one, a
 * manual move or a preset jump ends whichever runs.
 */
export class PtzMotion {
  private current: Running | null = null;

  constructor(
    private readonly camera: () => PtzCamera | null,
    private readonly tokenOf: (presetIndex: number) => string | undefined,
    private readonly sleep: Sleep = realSleep,
    private readonly log: (line: string) => void = () => {},
  ) {}

  /** The index of `kind` that runs, or null (the lists' `running`). */
  running(kind: MotionKind): number | null {
    return this.current?.kind === kind ? this.current.index : null;
  }

  /** Ends whatever runs (a replayed track's head is stopped too). */
  halt(): void {
    const was = this.current;
    this.current = null;
    if (!was) return;
    was.abort.abort();
    if (was.kind === "track") void this.camera()?.stop().catch(() => {});
  }

  /** Ends the motion of `kind` only. */
  stop(kind: MotionKind): void {
    if (this.current?.kind === kind) this.halt();
  }

  runCruise(cruise: Cruise): void {
    this.start("cruise", cruise.index, (signal) => this.visit(cruise.presets, signal));
  }

  runGroup(index: number, cruises: readonly Cruise[]): void {
    this.start("cruiseGroup", index, async (signal) => {
      let visited = 0;
      for (const cruise of cruises) if (!signal.aborted) visited += await this.visit(cruise.presets, signal);
      return visited;
    });
  }

  runTrack(track: Track): void {
    this.start("track", track.index, (signal) => this.replay(track, signal));
  }

  private start(kind: MotionKind, index: number, pass: (signal: AbortSignal) => Promise<number>): void {
    this.halt();
    const running: Running = { kind, index, abort: new AbortController() };
    this.current = running;
    const { signal } = running.abort;
    void (async () => {
      while (!signal.aborted) {
        try {
          if ((await pass(signal)) === 0) await this.sleep(IDLE_PASS_MS, signal);
        } catch (error) {
          // A camera away for a moment: keep the motion and try again, as a recorder's cruise does.
          this.log(`PTZ ${kind} ${index}: ${(error as Error).message}`);
          await this.sleep(IDLE_PASS_MS, signal);
        }
      }
    })();
  }

  /** One pass over the stops; answers how many presets it visited. */
  private async visit(stops: readonly CruiseStop[], signal: AbortSignal): Promise<number> {
    let visited = 0;
    for (const stop of stops) {
      const token = this.tokenOf(stop.index);
      const camera = this.camera();
      if (signal.aborted) break;
      if (token === undefined || !camera) continue;
      await camera.gotoPreset(token, velocityOf(stop.speed));
      visited++;
      await this.sleep(stop.holdTime * 1000, signal);
    }
    return visited;
  }

  /** One replay from where recording began, each step at its recorded time. */
  private async replay(track: Track, signal: AbortSignal): Promise<number> {
    const camera = this.camera();
    if (!camera) return 0;
    if (track.start) await camera.absoluteMove(track.start);
    let at = 0;
    for (const step of track.steps) {
      await this.sleep(step.atMs - at, signal);
      at = step.atMs;
      if (signal.aborted) return 1;
      if (step.kind === "move") await camera.continuousMove(step.velocity, MOVE_TIMEOUT_MS);
      else if (step.kind === "stop") await camera.stop();
      else {
        const token = this.tokenOf(step.index);
        if (token !== undefined) await camera.gotoPreset(token);
      }
    }
    await this.sleep(Math.max(track.durationMs - at, IDLE_PASS_MS), signal);
    return track.steps.length;
  }
}
