import { readFileSync } from "node:fs";
import { joinAnnexB, parseAdts, splitAccessUnits } from "@vms/media";
import { describe, expect, it } from "vitest";
import { probeStreams } from "../../test-support/ffprobe-streams.js";
import { buildArchiveMedia, type ArchiveFrame } from "./archive-media.js";

// The simulator's committed clip (25 fps) and its microphone's loop (AAC-LC 16 kHz mono, 64 ms units).
const ASSETS = new URL("../../../../../packages/device-sim/assets/", import.meta.url);
const units = splitAccessUnits(readFileSync(new URL("video/ch01-sub.h264", ASSETS)));
const aac = parseAdts(readFileSync(new URL("audio/tone.aac", ASSETS)));

/** ffprobe's streams as (type, codec, packets), or null when ffprobe is not installed. */
const probe = (bytes: Uint8Array, ext: string) => probeStreams(bytes, ext)?.map((s): [string, string, number] => [s.codec_type, s.codec_name, Number(s.nb_read_packets)]) ?? null;

/** 4 s of video at 40 ms with the sound's units (64 ms) between the frames, as a reader gives them. */
function recording(): ArchiveFrame[] {
  const out: ArchiveFrame[] = [];
  for (let n = 0; n < 100; n++) {
    const u = units[n % units.length]!;
    out.push({ wallMs: 1_000_000 + n * 40, keyframe: u.keyframe, accessUnit: joinAnnexB(u.nals) });
    for (let k = Math.ceil((n * 40) / 64); k * 64 < (n + 1) * 40; k++) out.push({ wallMs: 1_000_000 + k * 64, keyframe: false, accessUnit: aac.frames[k % aac.frames.length]!, audio: true });
  }
  return out;
}

// Issue 31: an archive of a recording with sound keeps it in both files.
describe("buildArchiveMedia with sound", () => {
  it("writes an aac stream into the MP4 and the AVI; the manifest's chunks count video frames", () => {
    const media = buildArchiveMedia(recording(), aac)!;
    expect(media.segments.reduce((n, s) => n + s.frames, 0)).toBe(100);
    expect(media.fps).toBe(25);
    for (const [bytes, ext] of [[media.mp4, "mp4"], [media.avi, "avi"]] as const) {
      const streams = probe(bytes, ext);
      if (!streams) return;
      expect(streams, ext).toEqual([["video", "h264", 100], ["audio", "aac", 63]]);
    }
  });

  it("without a sound config, the units are left out", () => {
    const media = buildArchiveMedia(recording())!;
    expect(Buffer.from(media.mp4).includes("mp4a")).toBe(false);
    const streams = probe(media.avi, "avi");
    if (streams) expect(streams).toEqual([["video", "h264", 100]]);
  });
});
