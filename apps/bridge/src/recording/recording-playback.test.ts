import { playbackStartResultSchema } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRecordingPort, type RecordingPort } from "./recording-port.js";
import { RecordingStore } from "./recording-store.js";
import { accessUnits, capturingHost, realClip, resultOf, tempDataDir, type CapturingHost } from "./recording.test-support.js";

const T0 = Date.UTC(2026, 11, 1, 9, 0, 0);
const S0 = T0 / 1000;
const PLAYBACK_ID = 0x2000_0001;
const cleanups: (() => void)[] = [];

let port: RecordingPort;
let host: CapturingHost;

beforeEach(() => {
  const data = tempDataDir();
  const store = new RecordingStore({ dataDir: data.dir, retentionDays: 30, maxBytes: 1e12, segmentMs: 60_000 });
  // 0–120 s and 130–180 s: a 10 s outage between.
  for (const au of accessUnits(realClip(), T0, 120_000)) store.append(1, au);
  for (const au of accessUnits(realClip(), T0 + 130_000, 50_000)) store.append(1, au);
  // Pacing runs on the fake clock: seconds of playback take no real time.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  port = createRecordingPort(store, { hasChannel: (c) => c === 1 });
  host = capturingHost();
  cleanups.push(data.remove, () => store.close(), () => port.dispose());
});

afterEach(() => {
  vi.useRealTimers();
  for (const c of cleanups.splice(0).reverse()) c();
});

function start(params: Record<string, unknown>): { code: number; data: Record<string, unknown> } {
  port.run({ id: "start", name: "playbackStart", params: { chlIndex: 1, startTime: S0, endTime: S0 + 180, ...params } }, host);
  return resultOf(host, "start");
}

let controls = 0;
function control(params: Record<string, unknown>): { code: number; data: Record<string, unknown> } {
  const id = `c${++controls}`;
  port.run({ id, name: "playbackControl", params: { streamId: PLAYBACK_ID, ...params } }, host);
  return resultOf(host, id);
}

/** Wall times of the frames sent since `from`, relative to T0. */
const sentSince = (from: number) => host.video.slice(from).map((f) => f.timestampMs - T0);

describe("RecordingPort: playback", () => {
  it("starts at the key frame of the GOP holding the position and paces frames at 1×, stamped with their wall time", () => {
    const result = playbackStartResultSchema.parse(start({ position: T0 + 5500 }).data);
    expect(result).toEqual({ streamId: PLAYBACK_ID, codec: realClip().codec, width: 1280, height: 720, fps: 25, position: T0 + 4000 });
    vi.advanceTimersByTime(1000);
    expect(host.video[0]).toMatchObject({ streamId: PLAYBACK_ID, keyframe: true, timestampMs: T0 + 4000 });
    expect(sentSince(0)).toEqual(Array.from({ length: 26 }, (_, i) => 4000 + i * 40));
  });

  it("plays at 2× and 1/2×, and from 8× sends key frames only", () => {
    start({ position: T0, speed: 2 });
    vi.advanceTimersByTime(1000);
    expect(host.video.length).toBe(51);
    expect(control({ action: "speed", speed: 0.5 }).data.position).toBe(T0 + 2040);
    let mark = host.video.length;
    vi.advanceTimersByTime(1000);
    expect(sentSince(mark)).toEqual(Array.from({ length: 13 }, (_, i) => 2040 + i * 40));
    control({ action: "speed", speed: 16 });
    mark = host.video.length;
    vi.advanceTimersByTime(1000);
    // 16 s of recording in one second: after the frame that was next (it still decodes: its
    // reference went out just before), the key frame of every 2 s GOP and nothing else.
    expect(host.video.slice(mark + 1).every((f) => f.keyframe)).toBe(true);
    expect(sentSince(mark)).toEqual([2560, 4000, 6000, 8000, 10_000, 12_000, 14_000, 16_000, 18_000]);
  });

  it("pauses, resumes where it stopped, and waits while the socket is backed up without skipping", () => {
    start({ position: T0 });
    vi.advanceTimersByTime(400);
    expect(control({ action: "pause" }).data.position).toBe(T0 + 440);
    const paused = host.video.length;
    vi.advanceTimersByTime(5000);
    expect(host.video.length).toBe(paused);
    control({ action: "resume" });
    host.backlog = 2 * 1024 * 1024;
    vi.advanceTimersByTime(3000);
    expect(host.video.length).toBe(paused);
    host.backlog = 0;
    vi.advanceTimersByTime(1000);
    expect(sentSince(0)).toEqual(Array.from({ length: host.video.length }, (_, i) => i * 40));
    expect(host.video.length).toBeGreaterThan(paused + 20);
  });

  it("seeks: the key frame first, the frames up to the position at once, then pacing; a seek past the end answers 7066", () => {
    start({ position: T0 });
    vi.advanceTimersByTime(200);
    expect(control({ action: "seek", position: T0 + 30_500 }).data.position).toBe(T0 + 30_000);
    const mark = host.video.length;
    vi.advanceTimersByTime(0);
    expect(host.video[mark]?.keyframe).toBe(true);
    expect(sentSince(mark)).toEqual(Array.from({ length: 13 }, (_, i) => 30_000 + i * 40));
    vi.advanceTimersByTime(1000);
    expect(sentSince(mark).slice(13)).toEqual(Array.from({ length: 26 }, (_, i) => 30_520 + i * 40));
    control({ action: "pause" });
    expect(control({ action: "seek", position: T0 + 60_100 }).data.position).toBe(T0 + 60_000);
    const again = host.video.length;
    vi.advanceTimersByTime(2000);
    // A seek while paused shows the asked moment and stays paused.
    expect(sentSince(again)).toEqual([60_000, 60_040, 60_080]);
    expect(control({ action: "seek", position: T0 + 200_000 }).code).toBe(7066);
    expect(port.ownsStream(PLAYBACK_ID)).toBe(false);
    expect(control({ action: "resume" }).code).toBe(1000);
  });

  it("goes on at once across a gap between recordings, and ends with streamEnd 7066 at the end of the range", () => {
    start({ position: T0 + 118_000, endTime: S0 + 132 });
    // 119.96 s goes out 1.96 s in; 130 s at once after it (the gap is not waited out), 130.04 s 40 ms later.
    vi.advanceTimersByTime(2000);
    expect(sentSince(0).slice(-3)).toEqual([119_960, 130_000, 130_040]);
    expect(host.json.filter((f) => f.type === "streamEnd")).toEqual([]);
    vi.advanceTimersByTime(2100);
    expect(sentSince(0).at(-1)).toBe(131_960);
    expect(host.json.filter((f) => f.type === "streamEnd")).toEqual([{ type: "streamEnd", streamId: PLAYBACK_ID, code: 7066 }]);
    expect(port.ownsStream(PLAYBACK_ID)).toBe(false);
  });

  it("answers 7150 when nothing is recorded from the position to the end, and streamStop ends a playback", () => {
    expect(start({ position: T0 + 121_000, endTime: S0 + 129 }).code).toBe(7150);
    port.run({ id: "p2", name: "playbackStart", params: { chlIndex: 1, startTime: S0, endTime: S0 + 60 } }, host);
    const { streamId } = resultOf(host, "p2").data as { streamId: number };
    expect(streamId).toBe(PLAYBACK_ID);
    vi.advanceTimersByTime(100);
    port.run({ id: "stop", name: "streamStop", params: { streamId } }, host);
    expect(resultOf(host, "stop").code).toBe(200);
    const sent = host.video.length;
    vi.advanceTimersByTime(1000);
    expect(host.video.length).toBe(sent);
    expect(host.json.some((f) => f.type === "streamEnd")).toBe(false);
  });
});
