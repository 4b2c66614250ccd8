import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeVideoFrame, type DeviceFrame, type VideoFrameMessage } from "@vms/api-client";
import { createAudioFollower, createAudioSource, createVideoSource } from "@vms/device-sim/video";
import { vi } from "vitest";
import type { AccessUnit, AudioFormat } from "../media/camera-stream.js";
import type { RecordingStore } from "./recording-store.js";

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

/** The simulator's microphone (AAC-LC 16 kHz mono, 64 ms units) as a camera's sound format. */
export function toneFormat(): AudioFormat {
  const source = createAudioSource({ chlIndex: 1 })!;
  return { codec: source.codec, sampleRate: source.sampleRate, channels: source.channels, config: source.config };
}

/** The AAC units of `durationMs` of the simulator's tone from `fromMs`, at their wall times. */
export function toneUnits(fromMs: number, durationMs: number): { data: Uint8Array; wallMs: number }[] {
  const units: { data: Uint8Array; wallMs: number }[] = [];
  createAudioFollower(1)!(0, durationMs, (unit) => units.push({ data: unit.data, wallMs: fromMs + unit.timestampMs }));
  return units;
}

/** Records `durationMs` of picture and sound from `fromMs`, both in wall-time order as a camera delivers them. */
export function recordWithSound(store: RecordingStore, chlIndex: number, clip: RealClip, fromMs: number, durationMs: number): void {
  const format = toneFormat();
  const sound = toneUnits(fromMs, durationMs);
  let next = 0;
  for (const au of accessUnits(clip, fromMs, durationMs)) {
    store.append(chlIndex, au);
    for (; next < sound.length && sound[next]!.wallMs <= au.wallMs; next++) store.appendAudio(chlIndex, sound[next]!.data, sound[next]!.wallMs, format);
  }
}

/** A fresh data folder, removed by the returned function. */
export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "bridge-rec-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A connection as the recording port sees it: what it sent, and a socket backlog the test sets. */
export interface CapturingHost {
  send(frame: DeviceFrame): void;
  sendBinary(bytes: Uint8Array): boolean;
  buffered(): number;
  json: DeviceFrame[];
  video: VideoFrameMessage[];
  backlog: number;
  /** How often the port looked at the backlog. */
  polls: number;
  /** Settles when `predicate` holds, checked after every frame the port sends. */
  until(predicate: () => boolean): Promise<void>;
}

export function capturingHost(): CapturingHost {
  const waiters: { predicate: () => boolean; resolve: () => void }[] = [];
  const check = (): void => {
    for (const w of [...waiters]) {
      if (!w.predicate()) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };
  const host: CapturingHost = {
    json: [],
    video: [],
    backlog: 0,
    polls: 0,
    send(frame) {
      host.json.push(frame);
      check();
    },
    sendBinary(bytes) {
      const frame = decodeVideoFrame(bytes);
      if (!frame) throw new Error("not a video frame");
      host.video.push({ ...frame, data: frame.data.slice() });
      check();
      return true;
    },
    buffered() {
      host.polls++;
      queueMicrotask(check);
      return host.backlog;
    },
    until(predicate) {
      if (predicate()) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ predicate, resolve }));
    },
  };
  return host;
}

/** The `result` frame of command `id`. */
export function resultOf(host: CapturingHost, id: string): { code: number; data: Record<string, unknown> } {
  const frame = host.json.find((f) => f.type === "result" && f.id === id);
  if (frame?.type !== "result") throw new Error(`no result for ${id}`);
  return { code: frame.code, data: frame.data as Record<string, unknown> };
}
