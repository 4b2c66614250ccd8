import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

export interface ProbedVideo {
  codec: string;
  width: number;
  height: number;
  /** Frames ffprobe decoded (-count_frames). */
  frames: number;
  /** The container's duration in seconds (NaN when it states none). */
  durationS: number;
}

/**
 * What ffprobe reads in a file's first video stream, counting its frames. Throws when ffprobe is
 * missing or refuses the file: a test that checks playable bytes must not pass without the check.
 */
export async function ffprobeVideo(bytes: Uint8Array, extension: string): Promise<ProbedVideo> {
  const dir = await mkdtemp(join(tmpdir(), "bridge-probe-"));
  try {
    const file = join(dir, `probe.${extension}`);
    await writeFile(file, bytes);
    const args = ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=codec_name,width,height,nb_read_frames:format=duration", "-of", "json", file];
    const { stdout } = await promisify(execFile)("ffprobe", args);
    const parsed = JSON.parse(stdout) as { streams: Array<{ codec_name: string; width: number; height: number; nb_read_frames: string }>; format: { duration?: string } };
    const stream = parsed.streams[0];
    if (!stream) throw new Error(`ffprobe found no video stream in ${bytes.length} bytes`);
    return { codec: stream.codec_name, width: stream.width, height: stream.height, frames: Number(stream.nb_read_frames), durationS: Number(parsed.format.duration ?? Number.NaN) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
