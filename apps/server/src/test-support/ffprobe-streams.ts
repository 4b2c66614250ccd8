import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** One stream as ffprobe reports it with -count_packets. */
export interface ProbedStream {
  codec_type: string;
  codec_name: string;
  nb_read_packets: string;
}

/** ffprobe's streams of a file (type, codec and packet count each), or null when ffprobe is not installed. */
export function probeStreams(bytes: Uint8Array, ext: string): ProbedStream[] | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vms-probe-"));
  try {
    const file = path.join(dir, `file.${ext}`);
    writeFileSync(file, bytes);
    const out = execFileSync("ffprobe", ["-v", "error", "-count_packets", "-show_entries", "stream=codec_type,codec_name,nb_read_packets", "-of", "json", file], { encoding: "utf8" });
    return (JSON.parse(out) as { streams: ProbedStream[] }).streams;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
