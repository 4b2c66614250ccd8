import { Code } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CloudRecordingReader, RecordedFrame } from "../cloud-recording/cloud-recording-port.js";
import { createCloudDriver } from "./cloud-driver.js";
import type { PlaybackFrame } from "./playback-driver.js";

const T0 = Date.UTC(2026, 10, 20, 8, 0, 0);
/** A fake cloud recording: 60 s from T0, 25 fps, a key frame every 2 s; it records what was asked. */
function fakeReader(): CloudRecordingReader & { asked: Array<{ fromMs: number; keyframesOnly: boolean }> } {
  const asked: Array<{ fromMs: number; keyframesOnly: boolean }> = [];
  const all: RecordedFrame[] = Array.from({ length: 1500 }, (_, i) => ({ wallMs: T0 + i * 40, keyframe: i % 50 === 0, accessUnit: new Uint8Array([0, 0, 0, 1, i % 50 === 0 ? 0x65 : 0x41]) }));
  return {
    asked,
    async spans(orgId, _sn, _chl, fromMs, toMs) {
      return orgId === "org-a" && fromMs < T0 + 60_000 && toMs > T0 ? [{ startMs: T0, endMs: T0 + 60_000 }] : [];
    },
    async existDays() {
      return ["2026-11-20"];
    },
    async *frames(_org, _sn, _chl, fromMs, toMs, opts) {
      asked.push({ fromMs, keyframesOnly: !!opts?.keyframesOnly });
      const firstKey = Math.max(0, Math.floor((fromMs - T0) / 2000) * 50);
      for (const frame of all.slice(firstKey)) {
        if (opts?.signal?.aborted || frame.wallMs >= toMs) return;
        if (opts?.keyframesOnly && !frame.keyframe) continue;
        yield frame;
      }
    },
  };
}

function drive(orgId = "org-a") {
  const reader = fakeReader();
  const frames: PlaybackFrame[] = [];
  const seeked: number[] = [];
  const answers: string[] = [];
  const ended: number[] = [];
  const events = { frame: (f: PlaybackFrame) => frames.push(f), seeked: (w: number) => seeked.push(w), paused: (w: number) => answers.push(`paused ${w - T0}`), resumed: (w: number) => answers.push(`resumed ${w - T0}`), ended: (c: number) => ended.push(c) };
  const driver = createCloudDriver(reader, { orgId, sn: "SN1", chlIndex: 1, startTime: T0 / 1000, endTime: T0 / 1000 + 3600 }, events);
  return { reader, driver, frames, seeked, answers, ended };
}

// Issue 12 "Playback … from the cloud": the server paces what the cloud reader gives, as a device would.
describe("cloud playback driver", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0 + 86_400_000);
  });
  afterEach(() => vi.useRealTimers());

  it("starts at the key frame before the position, paced at 1× with wall-clock frames", async () => {
    const { driver, frames, seeked } = drive();
    await driver.start(T0 + 5_300, 1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(seeked).toEqual([T0 + 4_000]);
    expect(frames[0]).toMatchObject({ wallMs: T0 + 4_000, keyframe: true });
    expect(frames.length).toBeGreaterThanOrEqual(25);
    expect(frames.length).toBeLessThanOrEqual(27);
  });

  it("8× asks for key frames only; pause holds; a seek restarts at its GOP; the end says 7066", async () => {
    const { driver, frames, seeked, answers, ended, reader } = drive();
    await driver.start(T0, 8);
    await vi.advanceTimersByTimeAsync(1000);
    expect(reader.asked[0]).toEqual({ fromMs: T0, keyframesOnly: true });
    expect(frames.every((f) => f.keyframe)).toBe(true);
    expect(frames.length).toBeGreaterThanOrEqual(4);
    await driver.pause();
    const held = frames.length;
    await vi.advanceTimersByTimeAsync(2000);
    expect(frames.length).toBe(held);
    await driver.seek(T0 + 57_100);
    await driver.resume();
    await vi.advanceTimersByTimeAsync(2000);
    expect(seeked.at(-1)).toBe(T0 + 56_000);
    // Each answer names the next frame to come: the one after the last sent, then the seek's GOP.
    expect(answers).toEqual([`paused ${frames[held - 1]!.wallMs - T0 + 2000}`, "resumed 56000"]);
    expect(ended).toEqual([Code.PLAYBACK_END]);
  });

  it("pause answers the next frame to come and sends nothing for a minute; resume answers and sends that frame first", async () => {
    const { driver, frames, answers } = drive();
    await driver.start(T0, 1);
    await vi.advanceTimersByTimeAsync(500);
    await driver.pause();
    const last = frames.at(-1)!.wallMs - T0;
    expect(answers).toEqual([`paused ${last + 40}`]);
    frames.length = 0;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(frames).toEqual([]);
    await driver.resume();
    await vi.advanceTimersByTimeAsync(100);
    expect(answers).toEqual([`paused ${last + 40}`, `resumed ${last + 40}`]);
    expect(frames[0]!.wallMs - T0).toBe(last + 40);
  });

  it("no recording from the position on answers 7150 (another organization reads nothing)", async () => {
    await expect(drive("org-b").driver.start(T0, 1)).rejects.toMatchObject({ code: Code.PLAYBACK_NO_RECORDING });
  });

  it("issue 31: the sound's config is told before a start's first frame, at any speed; its units come below 8×", async () => {
    const SOUND = { codec: "mp4a.40.2", sampleRate: 16_000, channels: 1, config: "1408" };
    const asked: Array<[boolean, boolean]> = [];
    const reader: CloudRecordingReader = {
      spans: async () => [{ startMs: T0, endMs: T0 + 60_000 }],
      existDays: async () => [],
      async *frames(_o, _s, _c, _from, _to, opts) {
        asked.push([opts?.audio === true, opts?.keyframesOnly === true]);
        yield { wallMs: T0, keyframe: true, accessUnit: new Uint8Array([0, 0, 0, 1, 0x65]), ...(opts?.audio ? { sound: SOUND } : {}) };
        if (opts?.audio && !opts.keyframesOnly) yield { wallMs: T0 + 10, keyframe: false, accessUnit: new Uint8Array([0x21]), audio: true };
        if (!opts?.keyframesOnly) yield { wallMs: T0 + 40, keyframe: false, accessUnit: new Uint8Array([0, 0, 0, 1, 0x41]) };
      },
    };
    const told: string[] = [];
    const events = { frame: (f: PlaybackFrame) => told.push(`${f.audio ? "audio" : "frame"} ${f.wallMs - T0}`), seeked: (w: number) => told.push(`seeked ${w - T0}`), audio: (c: unknown) => told.push(`sound ${JSON.stringify(c)}`), paused() {}, resumed() {}, ended() {} };
    const driver = createCloudDriver(reader, { orgId: "org-a", sn: "SN1", chlIndex: 1, startTime: T0 / 1000, endTime: T0 / 1000 + 60 }, events);
    await driver.start(T0, 1);
    await vi.advanceTimersByTimeAsync(100);
    expect(told).toEqual([`sound ${JSON.stringify(SOUND)}`, "seeked 0", "frame 0", "audio 10", "frame 40"]);
    told.length = 0;
    await driver.speed(8);
    await driver.seek(T0);
    await vi.advanceTimersByTimeAsync(100);
    expect(asked).toEqual([[true, false], [true, true], [true, true]]);
    expect(told).toEqual([`sound ${JSON.stringify(SOUND)}`, "seeked 0", "frame 0"]);
  });
});
