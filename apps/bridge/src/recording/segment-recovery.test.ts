import { appendFileSync, closeSync, copyFileSync, mkdirSync, openSync, readdirSync, renameSync, statSync, truncateSync, writeSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readFrames } from "./frame-cursor.js";
import { RecordingStore } from "./recording-store.js";
import { accessUnits, realClip, tempDataDir } from "./recording.test-support.js";
import { INDEX_RECORD_BYTES } from "./segment-format.js";

const T0 = Date.UTC(2026, 11, 1, 8, 0, 0);
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0).reverse()) c();
});

function store(dataDir: string): RecordingStore {
  const s = new RecordingStore({ dataDir, retentionDays: 30, maxBytes: 1e12 });
  cleanups.push(() => s.close());
  return s;
}

/**
 * What a crash leaves: the files of the segment being written, as far as they reached the disk.
 * The writing store goes on (it is closed after the test); a copy of its open files is the "disk".
 */
function crashedCopy(cut: (data: string, index: string) => void): { dir: string; frames: number } {
  const live = tempDataDir();
  cleanups.push(live.remove);
  const writing = store(live.dir);
  for (const au of accessUnits(realClip(), T0, 10_000)) writing.append(1, au);
  writing.flush();
  const open = writing.segmentsOf(1)[0]!;
  const disk = tempDataDir();
  cleanups.push(disk.remove);
  const dir = join(disk.dir, "recordings", "1");
  mkdirSync(dir, { recursive: true });
  const data = join(dir, `${open.startMs}.h264`);
  const index = join(dir, `${open.startMs}.idx`);
  copyFileSync(open.data, data);
  copyFileSync(open.index, index);
  cut(data, index);
  return { dir: disk.dir, frames: 250 };
}

function expectWholePrefix(dataDir: string, count: number): void {
  const reopened = store(dataDir);
  const frames = [...readFrames(reopened, 1, T0, T0 + 60_000)];
  expect(frames).toHaveLength(count);
  const clip = realClip();
  frames.forEach((f, i) => {
    expect(f.wallMs).toBe(T0 + i * 40);
    expect(Buffer.compare(f.data, clip.frames[i % clip.frames.length]!.data)).toBe(0);
  });
  // Recovered: the segment is closed (its end in its names) and the store records on after it.
  expect(readdirSync(join(dataDir, "recordings", "1")).filter((n) => /^\d+-\d+\.(h264|idx)$/.test(n))).toHaveLength(2);
  for (const au of accessUnits(realClip(), T0 + 20_000, 4000)) reopened.append(1, au);
  expect(reopened.segmentsOf(1)).toHaveLength(2);
}

/** Where frame i of the recording ends in its data file. */
function frameEnd(i: number): number {
  const { frames } = realClip();
  let end = 0;
  for (let k = 0; k <= i; k++) end += frames[k % frames.length]!.data.byteLength;
  return end;
}

describe("a segment cut short by a crash", () => {
  it("is read up to its last whole frame when the data file ends mid-frame", () => {
    // The data of frame 200 reached the disk only in part: frames 0..199 remain.
    const { dir } = crashedCopy((data) => truncateSync(data, frameEnd(199) + 7));
    expectWholePrefix(dir, 200);
  });

  it("is read up to its last whole index record when the index ends mid-record", () => {
    const { dir } = crashedCopy((_data, index) => truncateSync(index, 120 * INDEX_RECORD_BYTES + 11));
    expectWholePrefix(dir, 120);
  });

  it("ignores the zeros a power loss leaves at the end of the index", () => {
    const { dir, frames } = crashedCopy((_data, index) => appendFileSync(index, new Uint8Array(4 * INDEX_RECORD_BYTES)));
    expectWholePrefix(dir, frames);
  });

  it("ends before data the disk never got: the file keeps its length, zeros in place of the last frames", () => {
    const { dir } = crashedCopy((data) => {
      const size = statSync(data).size;
      const fd = openSync(data, "r+");
      writeSync(fd, new Uint8Array(size - frameEnd(179)), 0, size - frameEnd(179), frameEnd(179));
      closeSync(fd);
    });
    expectWholePrefix(dir, 180);
  });

  it("is found again when the crash came between the two renames of its closing", () => {
    const disk = tempDataDir();
    cleanups.push(disk.remove);
    const writing = store(disk.dir);
    for (const au of accessUnits(realClip(), T0, 10_000)) writing.append(1, au);
    writing.close();
    const closed = writing.segmentsOf(1)[0]!;
    // The data file got its closed name; the index still has the open one.
    renameSync(closed.index, join(disk.dir, "recordings", "1", `${closed.startMs}.idx`));
    expectWholePrefix(disk.dir, 250);
  });

  it("is removed when not one frame survived", () => {
    const { dir } = crashedCopy((data) => truncateSync(data, 100));
    const reopened = store(dir);
    expect(reopened.segmentsOf(1)).toEqual([]);
    expect(readdirSync(join(dir, "recordings", "1")).filter((n) => n.endsWith(".h264") || n.endsWith(".idx"))).toEqual([]);
    expect(reopened.usage()).toEqual({ diskUsedBytes: 0, oldestRecording: null });
    expect(statSync(join(dir, "recordings", "1")).isDirectory()).toBe(true);
  });
});
