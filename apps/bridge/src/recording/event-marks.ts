import { appendFileSync, writeFileSync } from "node:fs";
import { RECORDING_TYPES, type RecordingType } from "@vms/api-client";
import { readWhole } from "./segment-format.js";

/** The recording around an event is marked from this long before it to this long after (as the simulator's pre/post-event recording). */
export const EVENT_PRE_MS = 10_000;
export const EVENT_POST_MS = 30_000;

/** A stretch of recording marked with an event's type. */
export interface EventWindow {
  startMs: number;
  endMs: number;
  type: RecordingType;
}

/**
 * The event marks of one channel: kept in memory, and appended to `events.log` (one line per
 * event: `<wallMs> <TYPE>`) so the marks survive a restart. A line cut short by a crash is skipped.
 */
export class EventMarks {
  private windows: EventWindow[] = [];

  constructor(private readonly path: string) {
    const text = new TextDecoder().decode(readWhole(path));
    for (const line of text.split("\n")) {
      const [at, type] = line.split(" ");
      const wallMs = Number(at);
      if (at && Number.isFinite(wallMs) && (RECORDING_TYPES as readonly string[]).includes(type ?? "")) this.add(wallMs, type as RecordingType);
    }
    // A line cut short must not swallow the next mark.
    if (text.length > 0 && !text.endsWith("\n")) appendFileSync(path, "\n");
  }

  /** Marks an event; an unknown type is recorded as OTHER. */
  mark(wallMs: number, type: string): void {
    const known = (RECORDING_TYPES as readonly string[]).includes(type) ? (type as RecordingType) : "OTHER";
    this.add(wallMs, known);
    appendFileSync(this.path, `${Math.round(wallMs)} ${known}\n`);
  }

  /** Windows in time order of their start. */
  list(): readonly EventWindow[] {
    return this.windows;
  }

  /** Forgets the windows that end before `beforeMs` (their recording is gone); rewrites the file when any went. */
  prune(beforeMs: number): void {
    const kept = this.windows.filter((w) => w.endMs > beforeMs);
    if (kept.length === this.windows.length) return;
    this.windows = kept;
    writeFileSync(this.path, kept.map((w) => `${w.startMs + EVENT_PRE_MS} ${w.type}\n`).join(""));
  }

  private add(wallMs: number, type: RecordingType): void {
    const window = { startMs: wallMs - EVENT_PRE_MS, endMs: wallMs + EVENT_POST_MS, type };
    const at = this.windows.findIndex((w) => w.startMs > window.startMs);
    if (at < 0) this.windows.push(window);
    else this.windows.splice(at, 0, window);
  }
}
