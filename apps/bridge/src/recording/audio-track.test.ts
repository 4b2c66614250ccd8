import { appendFileSync, copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, truncateSync } from "node:fs";
import { join } from "node:path";
import { parseAdts } from "@vms/media/aac";
import { afterEach, describe, expect, it } from "vitest";
import { AudioCursor, recordedSound } from "./audio-cursor.js";
import { audioPaths } from "./audio-track.js";
import { RecordingStore } from "./recording-store.js";
import { realClip, recordWithSound, tempDataDir, toneFormat, toneUnits } from "./recording.test-support.js";
import { INDEX_RECORD_BYTES } from "./segment-format.js";

const T0 = Date.UTC(2026, 11, 1, 8, 0, 0);
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0).reverse()) c();
});

function openStore(dataDir: string, segmentMs?: number): RecordingStore {
  const s = new RecordingStore({ dataDir, retentionDays: 30, maxBytes: 1e12, ...(segmentMs ? { segmentMs } : {}) });
  cleanups.push(() => s.close());
  return s;
}

function freshDir(): string {
  const d = tempDataDir();
  cleanups.push(d.remove);
  return d.dir;
}

/** What a crash leaves of the segment being written (video and sound), copied to another data folder, then cut. */
function crashedCopy(cut: (aac: string, aidx: string) => void): string {
  const writing = openStore(freshDir());
  recordWithSound(writing, 1, realClip(), T0, 10_000);
  writing.flush();
  const open = writing.segmentsOf(1)[0]!;
  const diskDir = freshDir();
  const dir = join(diskDir, "recordings", "1");
  mkdirSync(dir, { recursive: true });
  const from = audioPaths(open.data);
  const to = audioPaths(join(dir, `${open.startMs}.h264`));
  copyFileSync(open.data, join(dir, `${open.startMs}.h264`));
  copyFileSync(open.index, join(dir, `${open.startMs}.idx`));
  copyFileSync(from.data, to.data);
  copyFileSync(from.index, to.index);
  cut(to.data, to.index);
  return diskDir;
}

/** The recorded units of channel 1 from T0 on, read back through a cursor. */
function readBack(store: RecordingStore): { data: Uint8Array; wallMs: number }[] {
  const cursor = new AudioCursor(store, 1);
  cursor.seek(T0);
  const units = cursor.take(T0 + 600_000);
  cursor.close();
  return units;
}

describe("recorded sound", () => {
  it("is an ADTS .aac beside the segment's video, with a fixed-size index, renamed with the segment on close", () => {
    const dataDir = freshDir();
    const store = openStore(dataDir, 5000);
    recordWithSound(store, 1, realClip(), T0, 12_000);
    store.close();
    const dir = join(dataDir, "recordings", "1");
    const names = readdirSync(dir).sort();
    // Two closed segments (0–4 s, 4–8 s, the last one closed too): each has its sound, all closed-named.
    expect(names.filter((n) => n.endsWith(".aac"))).toHaveLength(names.filter((n) => n.endsWith(".h264")).length);
    expect(names.every((n) => /^\d+-\d+\.(h264|idx|aac|aidx)$/.test(n) || n === "events.log")).toBe(true);
    const first = store.segmentsOf(1)[0]!;
    const paths = audioPaths(first.data);
    const adts = parseAdts(readFileSync(paths.data));
    expect(adts).toMatchObject({ codec: "mp4a.40.2", sampleRate: 16000, channels: 1 });
    expect(statSync(paths.index).size).toBe(adts.frames.length * INDEX_RECORD_BYTES);
    expect(recordedSound(store, 1, T0)).toEqual(toneFormat());
    // The very units given, at their wall times, across the segments.
    const units = readBack(openStore(dataDir));
    const given = toneUnits(T0, 12_000).filter((u) => u.wallMs <= T0 + 11_960);
    expect(units.map((u) => u.wallMs)).toEqual(given.map((u) => u.wallMs));
    units.forEach((u, i) => expect(Buffer.compare(u.data, given[i]!.data)).toBe(0));
  });

  it("is read up to its last whole unit after a crash cut the index mid-record and the data mid-frame", () => {
    const dataDir = crashedCopy((aac, aidx) => {
      appendFileSync(aidx, new Uint8Array(INDEX_RECORD_BYTES / 2).fill(7));
      truncateSync(aac, statSync(aac).size - 5);
    });
    const store = openStore(dataDir);
    const units = readBack(store);
    const written = toneUnits(T0, 10_000).filter((u) => u.wallMs <= T0 + 9960);
    // The last unit lost its tail: every one before it is kept, and the files are trimmed and closed.
    expect(units).toHaveLength(written.length - 1);
    const closed = audioPaths(store.segmentsOf(1)[0]!.data);
    expect(closed.data).toMatch(/\d+-\d+\.aac$/);
    expect(statSync(closed.index).size).toBe(units.length * INDEX_RECORD_BYTES);
    expect(parseAdts(readFileSync(closed.data)).frames).toHaveLength(units.length);
  });

  it("ignores the zeros a power loss leaves in place of the last units", () => {
    const dataDir = crashedCopy((aac, aidx) => {
      appendFileSync(aidx, new Uint8Array(INDEX_RECORD_BYTES * 3));
      const size = statSync(aac).size;
      truncateSync(aac, size - 300);
      truncateSync(aac, size);
    });
    const units = readBack(openStore(dataDir));
    expect(units.length).toBeGreaterThan(100);
    expect(units.length).toBeLessThan(toneUnits(T0, 10_000).length);
  });

  it("is renamed closed when the crash came after the video's renames but before the sound's", () => {
    const dataDir = freshDir();
    const writing = openStore(dataDir);
    recordWithSound(writing, 1, realClip(), T0, 10_000);
    writing.close();
    const closed = writing.segmentsOf(1)[0]!;
    const open = audioPaths(join(dataDir, "recordings", "1", `${closed.startMs}.h264`));
    renameSync(audioPaths(closed.data).data, open.data);
    renameSync(audioPaths(closed.data).index, open.index);
    const store = openStore(dataDir);
    expect(readdirSync(join(dataDir, "recordings", "1")).filter((n) => /^\d+-\d+\.(aac|aidx)$/.test(n))).toHaveLength(2);
    expect(readBack(store)).toHaveLength(toneUnits(T0, 10_000).filter((u) => u.wallMs <= T0 + 9960).length);
  });

  it("is deleted with its segment by retention, and counts in the disk use", () => {
    const dataDir = freshDir();
    const store = openStore(dataDir, 5000);
    recordWithSound(store, 1, realClip(), T0, 12_000);
    store.close();
    const withSound = store.usage().diskUsedBytes;
    const videoOnly = store.segmentsOf(1).reduce((sum, s) => sum + statSync(s.data).size + statSync(s.index).size, 0);
    expect(withSound).toBeGreaterThan(videoOnly);
    const reopened = new RecordingStore({ dataDir, retentionDays: 30, maxBytes: 1 });
    reopened.close();
    expect(readdirSync(join(dataDir, "recordings", "1")).filter((n) => n !== "events.log")).toEqual([]);
  });
});
