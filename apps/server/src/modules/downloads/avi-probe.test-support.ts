import { execFileSync } from "node:child_process";

/** ffprobe's duration, video codec and (issue 31) audio codec of a file, or null when ffprobe is not installed. */
export function ffprobe(file: string): { codec: string; audio: string | null; duration: number } | null {
  try {
    const out = execFileSync("ffprobe", ["-v", "error", "-show_entries", "stream=codec_type,codec_name:format=duration", "-of", "json", file], { encoding: "utf8" });
    const json = JSON.parse(out) as { streams: Array<{ codec_name: string; codec_type: string }>; format: { duration: string } };
    const of = (type: string) => json.streams.find((st) => st.codec_type === type)?.codec_name ?? null;
    return { codec: of("video")!, audio: of("audio"), duration: Number(json.format.duration) };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}

/** The parts of an AVI the tests check: avih frame count and µs per frame, 00dc chunks, idx1 entries. */
export function aviFacts(file: Buffer) {
  const avih = file.indexOf("avih");
  let chunks = 0;
  let audioChunks = 0;
  const movi = file.indexOf("movi");
  const idx1 = file.lastIndexOf("idx1");
  for (let at = movi + 4; at < idx1; ) {
    const size = file.readUInt32LE(at + 4);
    if (file.toString("latin1", at, at + 4) === "00dc") chunks += 1;
    if (file.toString("latin1", at, at + 4) === "01wb") audioChunks += 1;
    at += 8 + size + (size % 2);
  }
  return {
    riff: file.toString("latin1", 0, 4),
    form: file.toString("latin1", 8, 12),
    usPerFrame: file.readUInt32LE(avih + 8),
    totalFrames: file.readUInt32LE(avih + 8 + 16),
    chunks,
    audioChunks,
    indexEntries: idx1 > 0 ? file.readUInt32LE(idx1 + 4) / 16 : 0,
  };
}
