import { appendFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EventMarks } from "./event-marks.js";
import { tempDataDir } from "./recording.test-support.js";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

function marksFile(): string {
  const data = tempDataDir();
  cleanups.push(data.remove);
  return join(data.dir, "events.log");
}

describe("EventMarks", () => {
  it("keeps its marks across a restart, skips a line a crash cut short, and records an unknown type as OTHER", () => {
    const path = marksFile();
    const marks = new EventMarks(path);
    marks.mark(100_000, "MOTION");
    marks.mark(50_000, "TAMPERING");
    appendFileSync(path, "170000 MOT");
    const reopened = new EventMarks(path);
    expect(reopened.list()).toEqual([
      { startMs: 40_000, endMs: 80_000, type: "OTHER" },
      { startMs: 90_000, endMs: 130_000, type: "MOTION" },
    ]);
    reopened.mark(200_000, "MOTION");
    expect(new EventMarks(path).list().map((w) => w.startMs)).toEqual([40_000, 90_000, 190_000]);
  });

  it("forgets the windows whose recording is gone, on disk too", () => {
    const path = marksFile();
    const marks = new EventMarks(path);
    marks.mark(100_000, "MOTION");
    marks.mark(500_000, "PERIMETER");
    marks.prune(200_000);
    expect(readFileSync(path, "utf8")).toBe("500000 PERIMETER\n");
    expect(new EventMarks(path).list()).toEqual([{ startMs: 490_000, endMs: 530_000, type: "PERIMETER" }]);
  });
});
