import { DEV_TYPE_NAMES } from "@vms/api-client";
import type { SimDevice } from "../descriptors.js";
import { Rng } from "../prng.js";

/** One line of the device's own log. */
export interface JournalEntry {
  time: number;
  level: "INFO" | "WARN" | "ERROR";
  source: string;
  message: string;
}

const MAX_ENTRIES = 200;
const HISTORY: ReadonlyArray<readonly [JournalEntry["level"], string, string]> = [
  ["INFO", "ntp", "time synchronised with pool.ntp.org (offset 12 ms)"],
  ["INFO", "record", "schedule recording started"],
  ["INFO", "event", "motion detected"],
  ["INFO", "event", "motion ended"],
  ["WARN", "net", "packet loss 3% on uplink"],
  ["INFO", "storage", "SMART self-check passed"],
  ["INFO", "user", "admin logged in from 192.168.1.20"],
  ["WARN", "event", "video loss"],
  ["INFO", "event", "video restored"],
];

function stamp(ms: number): string {
  // Device logs use local wall-clock text; UTC keeps test output stable across machines.
  return new Date(ms).toISOString().replace("T", " ").replace("Z", "");
}

/**
 * A bounded in-memory device log: seeded background history (so even a fresh device uploads
 * something realistic) plus the events the simulator lives through (connects, commands, drops).
 */
export class DeviceJournal {
  private readonly entries: JournalEntry[] = [];

  constructor(
    private readonly descriptor: SimDevice,
    private readonly now: () => number = Date.now,
  ) {
    const rng = new Rng(`log:${descriptor.sn}`);
    const start = this.now() - 6 * 3600_000;
    const channels = Math.max(1, descriptor.channels.length);
    this.add("INFO", "system", `boot: ${descriptor.model} (${DEV_TYPE_NAMES[descriptor.devType]}) firmware ${descriptor.firmwareVersion}`, start);
    let t = start;
    for (let i = 0; i < 12; i++) {
      t += rng.int(60_000, 1_500_000);
      const [level, source, message] = rng.pick(HISTORY);
      const where = source === "event" ? ` on CH${rng.int(1, channels)}` : "";
      this.add(level, source, `${message}${where}`, Math.min(t, this.now()));
    }
  }

  /** Appends an entry; the oldest ones go beyond 200 entries. */
  add(level: JournalEntry["level"], source: string, message: string, time = this.now()): void {
    this.entries.push({ time, level, source, message });
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
  }

  /** The logUpload answer: a text log named after the SN and the time. */
  upload(version: string): { fileName: string; content: string } {
    const now = this.now();
    const d = this.descriptor;
    const header = [
      `# device log ${d.sn}`,
      `# model ${d.model}  type ${DEV_TYPE_NAMES[d.devType]}  firmware ${version}`,
      `# channels ${d.channels.length}  exported ${stamp(now)} UTC`,
    ];
    const lines = this.entries.map((e) => `${stamp(e.time)} [${e.level.padEnd(5)}] ${e.source.padEnd(8)} ${e.message}`);
    const fileName = `${d.sn}_${stamp(now).replace(/[-: ]/g, "").slice(0, 14)}.log`;
    return { fileName, content: `${[...header, ...lines].join("\n")}\n` };
  }
}
