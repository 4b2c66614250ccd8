import { Code, KEYFRAMES_ONLY_SPEED } from "@vms/api-client";
import { AppError } from "../../core/app-error.js";
import type { CloudRecordingReader } from "../cloud-recording/cloud-recording-port.js";
import type { DriverEvents, PlaybackDriver, PlaybackRange } from "./playback-driver.js";

/** A sleep that a new command cuts short. */
function waiter() {
  let wake: (() => void) | null = null;
  return {
    sleep(ms: number) {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wake = null;
          resolve();
        }
        wake = done;
      });
    },
    wake: () => wake?.(),
  };
}

/**
 * Cloud playback: the server reads the recording back from the `CloudRecordingReader` and paces
 * it itself at the speed (key frames only from 8×), as the device does for local playback; the
 * recording's sound (its config before a start's first frame, at any speed) comes along below 8×.
 */
export function createCloudDriver(reader: CloudRecordingReader, range: PlaybackRange, events: DriverEvents, now: () => number = Date.now): PlaybackDriver {
  const { orgId, sn, chlIndex } = range;
  const endMs = range.endTime * 1000;
  let generation = 0;
  let controller: AbortController | null = null;
  let speed = 1;
  let paused = false;
  let lastWall = -1;
  // Pacing base: the frame at baseWall was due at baseClock.
  let baseClock = 0;
  let baseWall = 0;
  // The frame the pump holds until it is due (null while it reads the next one), and the pause and
  // resume answers waiting to name it.
  let held: number | null = null;
  const pendingAnswers: Array<(wallMs: number) => void> = [];
  const timer = waiter();

  function answer(tell: (wallMs: number) => void): void {
    if (held === null) pendingAnswers.push(tell);
    else tell(held);
  }

  function rebase(wall: number): void {
    baseClock = now();
    baseWall = wall;
  }

  async function pump(gen: number, fromMs: number, keyframesOnly: boolean, announceFirst: boolean, signal: AbortSignal): Promise<void> {
    let first = true;
    // The recorded sound (issue 31): named on key frames at every speed, its units only below 8×.
    for await (const frame of reader.frames(orgId, sn, chlIndex, fromMs, endMs, { keyframesOnly, audio: true, signal })) {
      if (gen !== generation) return;
      // A restart after a speed change must not go back in time.
      if (!announceFirst && frame.wallMs <= lastWall) continue;
      held = frame.wallMs;
      for (const tell of pendingAnswers.splice(0)) tell(frame.wallMs);
      if (first) rebase(frame.wallMs);
      // Over a gap the wall time jumps: pacing continues at once.
      if (!first && frame.wallMs - lastWall > 2_500) rebase(frame.wallMs);
      for (;;) {
        if (gen !== generation) return;
        if (paused) {
          await timer.sleep(60_000);
          continue;
        }
        const wait = baseClock + (frame.wallMs - baseWall) / speed - now();
        if (wait <= 0) break;
        await timer.sleep(wait);
      }
      if (first && announceFirst) {
        events.audio?.(frame.sound ?? null);
        events.seeked(frame.wallMs);
      }
      first = false;
      lastWall = frame.wallMs;
      held = null;
      events.frame({ wallMs: frame.wallMs, keyframe: frame.keyframe, data: frame.accessUnit, ...(frame.audio === true ? { audio: true } : {}) });
    }
    if (gen === generation) events.ended(Code.PLAYBACK_END);
  }

  function run(fromMs: number, announce: boolean): void {
    controller?.abort();
    const gen = ++generation;
    held = null;
    const ctl = new AbortController();
    controller = ctl;
    timer.wake();
    pump(gen, fromMs, speed >= KEYFRAMES_ONLY_SPEED, announce, ctl.signal).catch((err: unknown) => {
      if (gen === generation && !ctl.signal.aborted) events.ended(err instanceof AppError ? err.code : Code.INTERNAL);
    });
  }

  async function start(positionMs: number, atSpeed: number): Promise<void> {
    speed = atSpeed;
    const spans = await reader.spans(orgId, sn, chlIndex, positionMs, endMs);
    if (spans.length === 0) throw new AppError(Code.PLAYBACK_NO_RECORDING);
    lastWall = -1;
    run(positionMs, true);
  }

  return {
    start,
    async seek(positionMs) {
      lastWall = -1;
      run(positionMs, true);
    },
    async pause() {
      paused = true;
      answer((wallMs) => events.paused(wallMs));
      timer.wake();
    },
    async resume() {
      paused = false;
      rebase(Math.max(lastWall, 0));
      answer((wallMs) => events.resumed(wallMs));
      timer.wake();
    },
    async speed(value) {
      const modeChanged = value >= KEYFRAMES_ONLY_SPEED !== speed >= KEYFRAMES_ONLY_SPEED;
      speed = value;
      rebase(Math.max(lastWall, 0));
      if (modeChanged && lastWall >= 0) run(lastWall + 1, false);
      else timer.wake();
    },
    stop() {
      generation += 1;
      controller?.abort();
      controller = null;
      timer.wake();
    },
  };
}
