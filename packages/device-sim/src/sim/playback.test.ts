import { decodeVideoFrame, playbackStartResultSchema, type DeviceFrame } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { generateFleet } from "../fleet.js";
import { DeviceState } from "./device-state.js";
import { playbackPlan } from "./playback-plan.js";
import { PlaybackStreams, SYSTEM_CLOCK } from "./playback-streams.js";
import { recordedPieces, recordingSegments } from "./recordings.js";

const fleet = generateFleet({ count: 12, seed: "recordings" });
const NVR = fleet.find((d) => d.storage.kind === "disks" && d.channels.length > 0)!;
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);
const NOW_SEC = NOW / 1000;

function player(device = NVR) {
  const frames: { keyframe: boolean; t: number; at: number }[] = [];
  const ends: DeviceFrame[] = [];
  const streams = new PlaybackStreams({
    sn: device.sn,
    state: new DeviceState(device),
    sendBinary: (bytes) => {
      const f = decodeVideoFrame(bytes)!;
      frames.push({ keyframe: f.keyframe, t: f.timestampMs, at: Date.now() });
      return true;
    },
    send: (frame) => ends.push(frame),
    buffered: () => 0,
    journal: () => {},
    clock: SYSTEM_CLOCK,
  });
  return { streams, frames, ends };
}

/** A recorded stretch of at least 3 minutes in the hour before NOW. */
function recordedStretch(): { start: number; end: number } {
  const pieces = recordedPieces(recordingSegments(NVR.sn, 1, NOW_SEC - 3 * 3600, NOW_SEC - 3600, NOW_SEC));
  return pieces.find((p) => p.end - p.start >= 180)!;
}

describe("playback plan (docs/device-protocol.md \"Playback\")", () => {
  const plan = playbackPlan([{ start: 101, end: 110 }, { start: 200, end: 203 }], 25, 50, 150);
  it("pieces begin at their first GOP boundary; a seek lands on the key frame of its GOP or the next piece", () => {
    expect(plan.seek(0)).toBe(102_000);
    expect(plan.seek(105_500)).toBe(104_000);
    expect(plan.seek(150_000)).toBe(200_000);
    expect(plan.seek(203_000)).toBeNull();
  });
  it("steps frame by frame or key frame by key frame, jumping over gaps, and maps wall time to the clip", () => {
    expect(plan.next(102_000, false)).toBe(102_040);
    expect(plan.next(102_040, true)).toBe(104_000);
    expect(plan.next(109_960, false)).toBe(200_000);
    expect(plan.next(202_960, false)).toBeNull();
    expect(plan.clipIndex(104_000) % 50).toBe(0);
    expect(plan.clipIndex(6_000)).toBe(0);
  });
});

describe("simulated playback", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("streams a range from a position at 1×: wall-clock stamps 40 ms apart, first a key frame, paced in real time", async () => {
    const { streams, frames } = player();
    const piece = recordedStretch();
    const position = (piece.start + 60) * 1000 + 700;
    const answer = streams.start({ chlIndex: 1, startTime: piece.start, endTime: piece.end, position });
    expect(answer.code).toBe(200);
    const result = playbackStartResultSchema.parse(answer.data);
    expect(result.position).toBe(Math.floor(position / 2000) * 2000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(frames[0]).toMatchObject({ keyframe: true, t: result.position });
    expect(frames.length).toBeGreaterThanOrEqual(24);
    expect(frames.length).toBeLessThanOrEqual(27);
    for (let i = 1; i < frames.length; i++) expect(frames[i]!.t - frames[i - 1]!.t).toBe(40);
  });

  it("8× sends key frames only (one per GOP, 4 a second); 1/2× half the frames; pause stops, resume continues", async () => {
    const { streams, frames } = player();
    const piece = recordedStretch();
    const { streamId } = playbackStartResultSchema.parse(streams.start({ chlIndex: 1, startTime: piece.start, endTime: piece.end, speed: 8 }).data);
    await vi.advanceTimersByTimeAsync(1000);
    expect(frames.every((f) => f.keyframe)).toBe(true);
    expect(frames.length).toBeGreaterThanOrEqual(4);
    expect(frames.length).toBeLessThanOrEqual(5);
    expect(streams.control({ streamId, action: "speed", speed: 0.5 }).code).toBe(200);
    frames.length = 0;
    await vi.advanceTimersByTimeAsync(1000);
    expect(frames.length).toBeGreaterThanOrEqual(12);
    expect(frames.length).toBeLessThanOrEqual(14);
    const last = frames.at(-1)!.t;
    const pause = streams.control({ streamId, action: "pause" });
    // The answer names the next frame to come: nothing skipped up to the pause.
    expect(pause).toEqual({ code: 200, data: { position: last + 40 } });
    frames.length = 0;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(frames).toHaveLength(0);
    expect(streams.control({ streamId, action: "resume" })).toEqual(pause);
    await vi.advanceTimersByTimeAsync(200);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames[0]!.t).toBe(last + 40);
  });

  it("a seek answers the key frame position and continues from there; paused, it sends the frames up to the position", async () => {
    const { streams, frames } = player();
    const piece = recordedStretch();
    const { streamId } = playbackStartResultSchema.parse(streams.start({ chlIndex: 1, startTime: piece.start, endTime: piece.end }).data);
    await vi.advanceTimersByTimeAsync(100);
    const target = (piece.start + 120) * 1000 + 520;
    const seek = streams.control({ streamId, action: "seek", position: target });
    expect(seek).toEqual({ code: 200, data: { position: Math.floor(target / 2000) * 2000 } });
    frames.length = 0;
    await vi.advanceTimersByTimeAsync(100);
    expect(frames[0]).toMatchObject({ keyframe: true, t: Math.floor(target / 2000) * 2000 });
    streams.control({ streamId, action: "pause" });
    frames.length = 0;
    streams.control({ streamId, action: "seek", position: target });
    await vi.advanceTimersByTimeAsync(10);
    expect(frames[0]!.keyframe).toBe(true);
    expect(frames.at(-1)!.t).toBe(target - (target % 40));
  });

  it("the end of the range ends the stream with 7066; no recording answers 7150; bad parameters 1000; stop ends it", async () => {
    const { streams, ends } = player();
    const piece = recordedStretch();
    const start = piece.end - 3;
    playbackStartResultSchema.parse(streams.start({ chlIndex: 1, startTime: start, endTime: piece.end, speed: 16 }).data);
    await vi.advanceTimersByTimeAsync(2000);
    expect(ends).toEqual([expect.objectContaining({ type: "streamEnd", code: 7066 })]);
    expect(streams.start({ chlIndex: 1, startTime: NOW_SEC + 10, endTime: NOW_SEC + 100 }).code).toBe(7150);
    expect(streams.start({ chlIndex: 1, startTime: 10, endTime: 5 }).code).toBe(1000);
    expect(streams.start({ chlIndex: 1, startTime: piece.start, endTime: piece.end, speed: 3 }).code).toBe(1000);
    const { streamId } = playbackStartResultSchema.parse(streams.start({ chlIndex: 1, startTime: piece.start, endTime: piece.end }).data);
    expect(streams.stop({ streamId })).toEqual({ code: 200, data: {} });
    expect(streams.active).toBe(0);
    expect(streams.control({ streamId, action: "pause" }).code).toBe(1000);
  });
});
