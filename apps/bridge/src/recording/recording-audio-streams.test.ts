import { playbackStartResultSchema, recExportResultSchema } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRecordingPort, type RecordingPort } from "./recording-port.js";
import { RecordingStore } from "./recording-store.js";
import { accessUnits, capturingHost, realClip, recordWithSound, resultOf, tempDataDir, toneFormat, type CapturingHost } from "./recording.test-support.js";

// Issue 31: a recording's sound goes out with its picture, interleaved by wall time, when asked.
const T0 = Date.UTC(2026, 11, 1, 9, 0, 0);
const S0 = T0 / 1000;
const cleanups: (() => void)[] = [];

let port: RecordingPort;
let host: CapturingHost;

beforeEach(() => {
  const data = tempDataDir();
  const store = new RecordingStore({ dataDir: data.dir, retentionDays: 30, maxBytes: 1e12, segmentMs: 60_000 });
  // Channel 1 with sound 0–90 s, a 10 s outage, sound again 100–120 s; channel 2 without a microphone.
  recordWithSound(store, 1, realClip(), T0, 90_000);
  recordWithSound(store, 1, realClip(), T0 + 100_000, 20_000);
  for (const au of accessUnits(realClip(), T0, 30_000)) store.append(2, au);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  port = createRecordingPort(store, { hasChannel: (c) => c === 1 || c === 2 });
  host = capturingHost();
  cleanups.push(data.remove, () => store.close(), () => port.dispose());
});

afterEach(() => {
  vi.useRealTimers();
  for (const c of cleanups.splice(0).reverse()) c();
});

function run(name: string, params: Record<string, unknown>): { code: number; data: Record<string, unknown> } {
  port.run({ id: name, name, params }, host);
  return resultOf(host, name);
}

/** Each audio frame is stamped no earlier than the video frame sent before it, and before the next one. */
function expectInterleaved(): void {
  let lastVideo = -Infinity;
  for (const [i, f] of host.video.entries()) {
    if (f.audio !== true) {
      lastVideo = f.timestampMs;
      continue;
    }
    expect(f.timestampMs).toBeGreaterThanOrEqual(lastVideo);
    const nextVideo = host.video.slice(i).find((g) => g.audio !== true);
    if (nextVideo) expect(f.timestampMs).toBeLessThan(nextVideo.timestampMs);
  }
}

describe("RecordingPort: recorded sound", () => {
  it("playback answers `audio` and sends the sound after each frame, on the frames' wall clock", () => {
    const result = playbackStartResultSchema.parse(run("playbackStart", { chlIndex: 1, startTime: S0, endTime: S0 + 120, position: T0 + 5500, audio: true }).data);
    expect(result.audio).toEqual(toneFormat());
    vi.advanceTimersByTime(2000);
    const audio = host.video.filter((f) => f.audio === true);
    // Two seconds from the key frame at 4 s: 64 ms units from 4.0 s on, all of the playback's stream.
    expect(audio.length).toBeGreaterThanOrEqual(29);
    expect(audio.every((f) => f.streamId === result.streamId && !f.keyframe)).toBe(true);
    expect(audio[0]!.timestampMs - T0).toBeGreaterThanOrEqual(4000);
    expect(audio[0]!.timestampMs - T0).toBeLessThan(4064);
    expectInterleaved();
  });

  it("playback without `audio`, or of a channel without sound, sends video only", () => {
    expect(run("playbackStart", { chlIndex: 1, startTime: S0, endTime: S0 + 120 }).data.audio).toBeUndefined();
    vi.advanceTimersByTime(1000);
    expect(host.video.some((f) => f.audio === true)).toBe(false);
    port.dispose();
    host = capturingHost();
    expect(run("playbackStart", { chlIndex: 2, startTime: S0, endTime: S0 + 30, audio: true }).data.audio).toBeUndefined();
    vi.advanceTimersByTime(1000);
    expect(host.video.length).toBeGreaterThan(20);
    expect(host.video.some((f) => f.audio === true)).toBe(false);
  });

  it("after a seek the sound starts again at the key frame; at 8× the sound covers each GOP sent", () => {
    run("playbackStart", { chlIndex: 1, startTime: S0, endTime: S0 + 120, audio: true });
    vi.advanceTimersByTime(500);
    const before = host.video.length;
    run("playbackControl", { streamId: 0x2000_0001, action: "seek", position: T0 + 30_500 });
    vi.advanceTimersByTime(500);
    const after = host.video.slice(before);
    expect(after.find((f) => f.audio === true)!.timestampMs - T0).toBeGreaterThanOrEqual(30_000);
    run("playbackControl", { streamId: 0x2000_0001, action: "speed", speed: 8 });
    const fast = host.video.length;
    vi.advanceTimersByTime(1000);
    const sent = host.video.slice(fast);
    const video = sent.filter((f) => f.audio !== true);
    // The frame at the cursor goes first, then key frames only.
    expect(video.slice(1).every((f) => f.keyframe)).toBe(true);
    // 8 s of recording in one second: its sound whole (125 units of 64 ms), none of it twice.
    const units = sent.filter((f) => f.audio === true).map((f) => f.timestampMs);
    expect(units.length).toBeGreaterThanOrEqual(110);
    expect(new Set(units).size).toBe(units.length);
    expectInterleaved();
  });

  it("export answers `audio` and stamps the sound from the range's start, stretch by stretch, after its frames", async () => {
    const result = recExportResultSchema.parse(run("recExport", { chlIndex: 1, startTime: S0 + 85, endTime: S0 + 105, audio: true }).data);
    expect(result.audio).toEqual(toneFormat());
    await vi.runAllTimersAsync();
    const video = host.video.filter((f) => f.audio !== true);
    const audio = host.video.filter((f) => f.audio === true);
    expect(video).toHaveLength(result.frames);
    // 5 s before the outage and 5 s after it: about 78 units each.
    expect(audio.length).toBeGreaterThanOrEqual(150);
    expect(audio.length).toBeLessThanOrEqual(160);
    expect(audio.every((f) => f.streamId === result.streamId && f.timestampMs >= 0 && f.timestampMs < 20_000)).toBe(true);
    expectInterleaved();
    // Without `audio` the export is video only, as before.
    host = capturingHost();
    expect(run("recExport", { chlIndex: 1, startTime: S0 + 85, endTime: S0 + 105 }).data.audio).toBeUndefined();
    await vi.runAllTimersAsync();
    expect(host.video.some((f) => f.audio === true)).toBe(false);
  });
});
