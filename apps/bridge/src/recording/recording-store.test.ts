import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FrameCursor, readFrames } from "./frame-cursor.js";
import { RecordingStore, type RecordingStoreOptions } from "./recording-store.js";
import { accessUnits, realClip, tempDataDir } from "./recording.test-support.js";

const T0 = Date.UTC(2026, 10, 30, 23, 0, 0); // 23:00 UTC, so two hours cross midnight
const MIN = 60_000;
const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const c of cleanups.splice(0).reverse()) c();
});

function openStore(options: Partial<RecordingStoreOptions> = {}, dir?: string): { store: RecordingStore; dir: string } {
  const data = dir ?? tempDataDir().dir;
  const store = new RecordingStore({ dataDir: data, retentionDays: 30, maxBytes: 1e12, ...options });
  cleanups.push(() => store.close());
  return { store, dir: data };
}

function feed(store: RecordingStore, chlIndex: number, fromMs: number, durationMs: number, stream: "main" | "sub" = "main"): void {
  for (const au of accessUnits(realClip(1, stream), fromMs, durationMs)) store.append(chlIndex, au);
}

describe("RecordingStore", () => {
  it("records two hours in 5-minute segments that start at key frames, searched as one stretch across midnight", () => {
    const { store, dir } = openStore();
    feed(store, 1, T0, 120 * MIN);
    store.close();
    const files = readdirSync(join(dir, "recordings", "1")).filter((f) => f.endsWith(".h264"));
    expect(files).toHaveLength(24);
    const { store: again } = openStore({}, dir);
    const segments = again.segmentsOf(1);
    expect(segments.every((s, i) => i === 0 || s.startMs === segments[i - 1]!.endMs)).toBe(true);
    const startS = T0 / 1000;
    expect(again.segments(1, startS - 3600, startS + 3 * 3600)).toEqual([{ startTime: startS, endTime: startS + 7200, type: "SCHEDULE" }]);
    expect(again.segments(1, startS + 600, startS + 660)).toEqual([{ startTime: startS + 600, endTime: startS + 660, type: "SCHEDULE" }]);
    expect(again.days(1, startS - 86_400, startS + 86_400)).toEqual(["2026-11-30", "2026-12-01"]);
    expect(again.days(2, startS, startS + 3600)).toEqual([]);
    const onDisk = files.reduce((sum, f) => sum + statSync(join(dir, "recordings", "1", f)).size + statSync(join(dir, "recordings", "1", f.replace(".h264", ".idx"))).size, 0);
    expect(again.usage()).toEqual({ diskUsedBytes: onDisk, oldestRecording: T0 });
    const first = readFrames(again, 1, T0, T0 + 1).next().value;
    expect(first?.keyframe).toBe(true);
  });

  it("starts a new segment after a gap of more than 2 s (at the next key frame) and when the format changes", () => {
    const { store } = openStore();
    feed(store, 1, T0, 10_000);
    // After a 5 s outage the camera resumes mid-GOP: frames before its next key frame cannot decode and are not kept.
    const resumed = [...accessUnits(realClip(), T0 + 15_000 - 1000, 11_000)].slice(25);
    for (const au of resumed) store.append(1, au);
    // The camera switches to another format (its sub stream's SPS) without a pause.
    feed(store, 1, T0 + 25_000, 4000, "sub");
    const spans = store.segmentsOf(1).map((s) => [s.startMs - T0, Math.round(s.endMs - T0)]);
    expect(spans).toEqual([
      [0, 10_000],
      [16_000, 25_000],
      [25_000, 29_000],
    ]);
    const s = T0 / 1000;
    expect(store.segments(1, s, s + 60)).toEqual([
      { startTime: s, endTime: s + 10, type: "SCHEDULE" },
      { startTime: s + 16, endTime: s + 29, type: "SCHEDULE" },
    ]);
  });

  it("keeps frames whose capture time steps back a little (just after the last one), drops those from a clock set back", () => {
    const { store } = openStore();
    const units = [...accessUnits(realClip(), T0, 4000)];
    units[60] = { ...units[60]!, wallMs: units[59]!.wallMs - 5 };
    for (const au of units) store.append(1, au);
    // The camera's clock goes back a minute: nothing is stored until it passes the recording again.
    for (const au of accessUnits(realClip(), T0 - 60_000, 2000)) store.append(1, au);
    const frames = [...readFrames(store, 1, T0, T0 + 60_000)];
    expect(frames).toHaveLength(100);
    expect(frames[60]!.wallMs).toBe(units[59]!.wallMs + 1);
    expect(frames.every((f, i) => i === 0 || f.wallMs > frames[i - 1]!.wallMs)).toBe(true);
  });

  it("marks the recording from 10 s before to 30 s after an event with its type, and keeps the mark across a restart", () => {
    const { store, dir } = openStore();
    feed(store, 1, T0, 5 * MIN);
    store.markEvent(1, T0 + 60_000, "MOTION");
    store.markEvent(1, T0 + 275_000, "PERIMETER");
    store.close();
    const { store: again } = openStore({}, dir);
    const s = T0 / 1000;
    expect(again.segments(1, s, s + 600)).toEqual([
      { startTime: s, endTime: s + 50, type: "SCHEDULE" },
      { startTime: s + 50, endTime: s + 90, type: "MOTION" },
      { startTime: s + 90, endTime: s + 265, type: "SCHEDULE" },
      { startTime: s + 265, endTime: s + 300, type: "PERIMETER" },
    ]);
  });

  it("deletes segments older than the retention days, and the oldest of any channel beyond the size cap", () => {
    let now = T0;
    const { store, dir } = openStore({ retentionDays: 2, segmentMs: MIN, now: () => now });
    // A minute every 12 hours over 4 days, on two channels.
    for (let h = 0; h < 96; h += 12) {
      now = T0 + h * 3600_000;
      feed(store, 1, now, MIN + 1000);
      feed(store, 2, now + 2 * MIN, MIN + 1000);
    }
    // Retention ran as segments closed (each outage closes one): no explicit check needed.
    const oldest = store.usage().oldestRecording!;
    expect(oldest).toBeGreaterThanOrEqual(now - 2 * 86_400_000 - 2 * MIN);
    expect(store.days(1, T0 / 1000, now / 1000 + 3600)).toEqual(["2026-12-02", "2026-12-03", "2026-12-04"]);
    const before = [...store.segmentsOf(1), ...store.segmentsOf(2)].map((seg) => seg.startMs);
    store.close();

    const used = store.usage().diskUsedBytes;
    const cap = Math.floor(used / 2);
    const { store: capped } = openStore({ retentionDays: 2, maxBytes: cap, now: () => now }, dir);
    expect(capped.usage().diskUsedBytes).toBeLessThanOrEqual(cap);
    const kept = [...capped.segmentsOf(1), ...capped.segmentsOf(2)].map((s) => s.startMs);
    const dropped = before.filter((t) => !kept.includes(t));
    expect(dropped.length).toBeGreaterThan(0);
    // Oldest first across channels: everything kept is newer than everything deleted.
    expect(Math.min(...kept)).toBeGreaterThan(Math.max(...dropped));
  });

  it("checks retention periodically too, with no segment closing", async () => {
    let now = T0;
    const { store } = openStore({ retentionDays: 1, segmentMs: MIN, retentionCheckMs: 20, now: () => now });
    feed(store, 1, T0, 3 * MIN);
    expect(store.segmentsOf(1)).toHaveLength(3);
    now = T0 + 86_400_000 + 2 * MIN + 1;
    // Two segments ended more than a day ago; the one being written stays.
    await vi.waitFor(() => expect(store.segmentsOf(1).map((s) => s.open)).toEqual([true]), { timeout: 10_000, interval: 20 });
  });

  it("reads on into frames written after it started, in the segment being written and the next one", () => {
    const { store } = openStore({ segmentMs: 10_000 });
    const units = [...accessUnits(realClip(), T0, 16_000)];
    for (const au of units.slice(0, 100)) store.append(1, au);
    const cursor = new FrameCursor(store, 1);
    cleanups.push(() => cursor.close());
    expect(cursor.seek(T0)).toBe(T0);
    const read: number[] = [];
    for (let i = 0; i < 90; i++, cursor.advance()) read.push(cursor.read()!.wallMs);
    for (const au of units.slice(100)) store.append(1, au);
    for (let frame = cursor.read(); frame; cursor.advance(), frame = cursor.read()) read.push(frame.wallMs);
    expect(read).toEqual(units.map((u) => u.wallMs));
    expect(store.segmentsOf(1)).toHaveLength(2);
  });

  it("reads back the very bytes it was given, from the key frame at or before the asked time", () => {
    const { store } = openStore();
    feed(store, 1, T0, 20_000);
    const clip = realClip();
    const frames = [...readFrames(store, 1, T0 + 5_500, T0 + 7_000)];
    // Key frames every 2 s: 5.5 s starts at the one of 4 s; up to 7 s that is 75 frames.
    expect(frames[0]).toMatchObject({ keyframe: true, wallMs: T0 + 4000 });
    expect(frames).toHaveLength(75);
    frames.forEach((f, i) => expect(Buffer.compare(f.data, clip.frames[(100 + i) % clip.frames.length]!.data)).toBe(0));
  });
});
