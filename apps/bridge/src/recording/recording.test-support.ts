import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createVideoSource } from "@vms/device-sim/video";
import { vi } from "vitest";
import type { AccessUnit } from "../media/camera-stream.js";

/** One loop of a real H.264 clip, as the simulator's video source sends it. */
export interface RealClip {
  frames: { data: Uint8Array; keyframe: boolean }[];
  fps: number;
  gopFrames: number;
  codec: string;
  width: number;
  height: number;
}

const clips = new Map<string, RealClip>();

/**
 * Takes one loop of the simulator's clip for a channel from `createVideoSource`, its clock faked so
 * the 6 s loop takes no real time.
 */
export function realClip(chlIndex = 1, stream: "main" | "sub" = "main"): RealClip {
  const key = `${chlIndex}/${stream}`;
  const cached = clips.get(key);
  if (cached) return cached;
  const source = createVideoSource({ sn: "BRIDGETEST01", chlIndex, stream });
  const frames: RealClip["frames"] = [];
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  try {
    let loopDone = false;
    const stop = source.start((f) => {
      // The source shares the clip's frames: the loop is over when the first one comes again.
      if (f.frameNo > 0 && f.data === frames[0]?.data) loopDone = true;
      if (!loopDone) frames.push({ data: f.data, keyframe: f.keyframe });
    });
    for (let i = 0; i < 400 && !loopDone; i++) vi.advanceTimersByTime(100);
    stop();
  } finally {
    vi.useRealTimers();
  }
  const gopFrames = frames.findIndex((f, i) => i > 0 && f.keyframe);
  const clip = { frames, fps: source.fps, gopFrames, codec: source.codec, width: source.width, height: source.height };
  clips.set(key, clip);
  return clip;
}

/** The access units of `durationMs` of recording from `fromMs`, the clip looped, on the clip's frame grid. */
export function* accessUnits(clip: RealClip, fromMs: number, durationMs: number): Generator<AccessUnit> {
  const frameMs = 1000 / clip.fps;
  const count = Math.round(durationMs / frameMs);
  for (let i = 0; i < count; i++) {
    const frame = clip.frames[i % clip.frames.length]!;
    yield { data: frame.data, keyframe: frame.keyframe, wallMs: fromMs + i * frameMs, ptsMs: i * frameMs };
  }
}

/** A fresh data folder, removed by the returned function. */
export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "bridge-rec-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
