import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createAviWriter } from "./avi/index.js";
import { joinAnnexB, NAL_TYPE, nalType, parseSps, splitAccessUnits } from "./h264/index.js";
import { parseAdts } from "./aac/index.js";
import { createAudioFragment, createFragment, createInitSegment } from "./mp4/index.js";
import { SIM_CLIP_DIR } from "./test-support/boxes.js";

// ffprobe/ffmpeg (Debian's ffmpeg package, or FFPROBE/FFMPEG naming other binaries) are the
// independent checkers of what we write; they are never needed at run time.
const FFPROBE = process.env.FFPROBE ?? "ffprobe";
const FFMPEG = process.env.FFMPEG ?? "ffmpeg";
const hasFfprobe = spawnSync(FFPROBE, ["-version"]).status === 0 && spawnSync(FFMPEG, ["-version"]).status === 0;
if (!hasFfprobe) console.warn("ffprobe/ffmpeg not found: skipping the ffprobe checks of @vms/media (apt-get install -y ffmpeg)");

const dir = hasFfprobe ? mkdtempSync(path.join(tmpdir(), "vms-media-")) : "";
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Probe {
  streams: Array<{ codec_name: string; codec_type: string; width: number; height: number; nb_read_frames: string; profile: string; sample_rate?: string; channels?: number }>;
  format: { format_name: string; duration: string };
}

function probe(file: string): Probe {
  const out = execFileSync(FFPROBE, ["-v", "error", "-count_frames", "-show_entries", "stream=codec_name,codec_type,width,height,nb_read_frames,profile,sample_rate,channels:format=format_name,duration", "-of", "json", file]);
  return JSON.parse(out.toString()) as Probe;
}

/** Decodes every frame; returns ffmpeg's error output (empty when the file decodes clean). */
function decodeErrors(file: string): string {
  return spawnSync(FFMPEG, ["-nostdin", "-v", "error", "-i", file, "-f", "null", "-"]).stderr.toString();
}

const clip = (name: string) => {
  const units = splitAccessUnits(readFileSync(new URL(name, SIM_CLIP_DIR)));
  const first = units[0]!.nals;
  const sps = first.find((n) => nalType(n) === NAL_TYPE.SPS)!;
  const pps = first.find((n) => nalType(n) === NAL_TYPE.PPS)!;
  return { units, sps, pps, info: parseSps(sps) };
};

// Spec §1 (live video through MSE) and §5 (downloads are AVI): players must read what we write.
describe.skipIf(!hasFfprobe)("ffprobe reads what @vms/media writes", () => {
  it("an fMP4 of init + one fragment per frame over two loops of the 720p clip: h264 1280x720, 300 frames, 12 s", () => {
    const { units, sps, pps, info } = clip("ch02-main.h264");
    const timescale = 90_000;
    const step = timescale / 25;
    const parts = [createInitSegment({ sps, pps, width: info.width, height: info.height, timescale })];
    // Looping needs no bitstream change: only the decode time keeps advancing.
    [...units, ...units].forEach((u, i) => parts.push(createFragment({ sequence: i + 1, baseMediaDecodeTime: i * step, duration: step, keyframe: u.keyframe, nals: u.nals })));
    const file = path.join(dir, "live.mp4");
    writeFileSync(file, Buffer.concat(parts));
    const p = probe(file);
    expect(p.streams[0]).toMatchObject({ codec_name: "h264", width: 1280, height: 720, nb_read_frames: "300" });
    expect(Number(p.format.duration)).toBeCloseTo(12, 2);
    expect(decodeErrors(file)).toBe("");
  });

  it("an fMP4 with the simulator's AAC track interleaved (one audio fragment per video frame): h264 + aac 16 kHz mono, decodes clean", () => {
    const { units, sps, pps, info } = clip("ch01-sub.h264");
    const aac = parseAdts(readFileSync(new URL("../audio/tone.aac", SIM_CLIP_DIR)));
    const step = 90_000 / 25;
    const parts = [createInitSegment({ sps, pps, width: info.width, height: info.height, timescale: 90_000, audio: aac })];
    let sent = 0; // audio units sent: unit n starts at n × 1024 / 16000 s
    units.forEach((u, i) => {
      parts.push(createFragment({ sequence: parts.length, baseMediaDecodeTime: i * step, duration: step, keyframe: u.keyframe, nals: u.nals }));
      const samples = [];
      while (sent < aac.frames.length && (sent * 1024) / aac.sampleRate < (i + 1) / 25) samples.push({ duration: 1024, data: aac.frames[sent++]! });
      if (samples.length > 0) parts.push(createAudioFragment({ sequence: parts.length, baseMediaDecodeTime: (sent - samples.length) * 1024, samples }));
    });
    const file = path.join(dir, "live-audio.mp4");
    writeFileSync(file, Buffer.concat(parts));
    const p = probe(file);
    expect(p.streams.map((st) => st.codec_type)).toEqual(["video", "audio"]);
    expect(p.streams[1]).toMatchObject({ codec_name: "aac", profile: "LC", sample_rate: "16000", channels: 1, nb_read_frames: String(sent) });
    expect(sent).toBeGreaterThan(90);
    expect(decodeErrors(file)).toBe("");
  });

  it("an AVI of the 360p clip: avi/h264 640x360, 150 frames, 6 s, decodes clean", () => {
    const { units, info } = clip("ch02-sub.h264");
    const writer = createAviWriter({ width: info.width, height: info.height, fps: 25 });
    for (const u of units) writer.addFrame(joinAnnexB(u.nals), u.keyframe);
    const file = path.join(dir, "record.avi");
    writeFileSync(file, writer.finish());
    const p = probe(file);
    expect(p.format.format_name).toBe("avi");
    expect(p.streams[0]).toMatchObject({ codec_name: "h264", width: 640, height: 360, nb_read_frames: "150" });
    expect(Number(p.format.duration)).toBeCloseTo(6, 2);
    expect(decodeErrors(file)).toBe("");
    // Keyframes where the clip has its IDRs (ffmpeg also parses the stream; idx1 flags: avi-writer.test.ts), and a seek.
    const packets = execFileSync(FFPROBE, ["-v", "error", "-show_entries", "packet=flags", "-of", "csv=p=0", file]).toString().trim().split("\n");
    expect(packets.flatMap((flags, i) => (flags.startsWith("K") ? [i] : []))).toEqual([0, 50, 100]);
    const seek = spawnSync(FFMPEG, ["-nostdin", "-v", "error", "-ss", "3.2", "-i", file, "-frames:v", "5", "-f", "null", "-"]);
    expect([seek.status, seek.stderr.toString()]).toEqual([0, ""]);
  });

  it("an AVI with the simulator's AAC interleaved (issue 31 downloads keep the sound): h264 + aac 16 kHz mono, 6 s, decodes clean", () => {
    const { units, info } = clip("ch01-sub.h264");
    const aac = parseAdts(readFileSync(new URL("../audio/tone.aac", SIM_CLIP_DIR)));
    const writer = createAviWriter({ width: info.width, height: info.height, fps: 25, audio: aac });
    let sent = 0;
    units.forEach((u, i) => {
      writer.addFrame(joinAnnexB(u.nals), u.keyframe);
      while (sent < aac.frames.length && (sent * 1024) / aac.sampleRate < (i + 1) / 25) writer.addAudio(aac.frames[sent++]!);
    });
    const file = path.join(dir, "record-audio.avi");
    writeFileSync(file, writer.finish());
    const p = probe(file);
    expect(p.streams.map((st) => [st.codec_type, st.codec_name])).toEqual([["video", "h264"], ["audio", "aac"]]);
    expect(p.streams[0]!.nb_read_frames).toBe("150");
    expect(p.streams[1]).toMatchObject({ sample_rate: "16000", channels: 1, nb_read_frames: String(sent) });
    expect(Number(p.format.duration)).toBeCloseTo(6, 0);
    expect(decodeErrors(file)).toBe("");
  });

  it("an AVI that starts mid-GOP still decodes clean (frames before the first keyframe are dropped)", () => {
    const { units, info } = clip("ch05-sub.h264");
    const writer = createAviWriter({ width: info.width, height: info.height, fps: 25 });
    for (const u of units.slice(20)) writer.addFrame(joinAnnexB(u.nals), u.keyframe);
    const file = path.join(dir, "late.avi");
    writeFileSync(file, writer.finish());
    expect(probe(file).streams[0]!.nb_read_frames).toBe("100");
    expect(decodeErrors(file)).toBe("");
  });
});
