import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessUnit, AudioUnit, CameraStream } from "../media/camera-stream.js";
import { recordRtspRequests, startGstRtspServer, type GstRtspServer } from "../test-support/gst-rtsp-server.test-support.js";
import { openRtspStream } from "./index.js";

// Issue 31: a camera's AAC through the RTSP client, against GStreamer's RTSP server with a microphone
// (audiotestsrc → avenc_aac → rtpmp4gpay, RFC 3640 AAC-hbr), over TCP and UDP; and a camera whose
// sound is G.711 A-law, which keeps playing video only.

let aac: GstRtspServer;
let aacUdp: GstRtspServer;
let pcma: GstRtspServer;
let tmp: string;

beforeAll(async () => {
  const picture = { width: 320, height: 240, fps: 10, bitrate: 200 } as const;
  [aac, aacUdp, pcma] = await Promise.all([
    startGstRtspServer({ ...picture, audio: "aac" }),
    startGstRtspServer({ ...picture, audio: "aac", transport: "udp" }),
    startGstRtspServer({ ...picture, audio: "pcma" }),
  ]);
  tmp = await mkdtemp(join(tmpdir(), "rtsp-audio-"));
});

afterAll(async () => {
  await Promise.all([aac?.stop(), aacUdp?.stop(), pcma?.stop()]);
  await rm(tmp, { recursive: true, force: true });
});

/** The stream's video and sound until `count` audio units came. */
function collect(stream: CameraStream, count: number): Promise<{ video: AccessUnit[]; audio: AudioUnit[] }> {
  return new Promise((resolve) => {
    const video: AccessUnit[] = [];
    const audio: AudioUnit[] = [];
    const stopVideo = stream.onAccessUnit((au) => video.push(au));
    const stopAudio = stream.onAudioUnit!((unit) => {
      audio.push(unit);
      if (audio.length < count) return;
      stopVideo();
      stopAudio();
      resolve({ video, audio });
    });
  });
}

/** Raw AAC-LC 16 kHz mono units in ADTS headers, as ffprobe reads a .aac file. */
function adts(units: AudioUnit[]): Buffer {
  return Buffer.concat(
    units.flatMap((u) => {
      const length = u.data.length + 7;
      // profile LC (1), rate index 8 (16 kHz), channel configuration 1.
      const head = Buffer.from([0xff, 0xf1, (1 << 6) | (8 << 2), (1 << 6) | (length >> 11), (length >> 3) & 0xff, ((length & 7) << 5) | 0x1f, 0xfc]);
      return [head, Buffer.from(u.data)];
    }),
  );
}

async function probeAac(units: AudioUnit[]): Promise<{ codec_name: string; sample_rate: string; channels: number; nb_read_frames: string }> {
  const file = join(tmp, `sound-${Date.now()}.aac`);
  await writeFile(file, adts(units));
  const args = ["-v", "error", "-count_frames", "-select_streams", "a:0", "-show_entries", "stream=codec_name,sample_rate,channels,nb_read_frames", "-of", "json", file];
  const { stdout } = await promisify(execFile)("ffprobe", args);
  return (JSON.parse(stdout) as { streams: [{ codec_name: string; sample_rate: string; channels: number; nb_read_frames: string }] }).streams[0];
}

describe("openRtspStream with a camera's sound", () => {
  it("sets up the AAC track over TCP and delivers raw AAC units on the video's timeline, 64 ms apart", async () => {
    const recorder = await recordRtspRequests(aac);
    const stream = await openRtspStream(`${recorder.url}/main`, {});
    try {
      expect(stream.audio).toEqual({ codec: "mp4a.40.2", sampleRate: 16000, channels: 1, config: "1408" });
      expect(recorder.methods.filter((m) => m === "SETUP")).toHaveLength(2);
      const { video, audio } = await collect(stream, 30);
      const steps = audio.slice(1).map((u, i) => u.ptsMs - audio[i]!.ptsMs);
      // 1024 samples at 16 kHz; a sender report arriving may move the line once by a few ms.
      expect(steps.filter((s) => Math.abs(s - 64) < 0.01).length).toBeGreaterThanOrEqual(steps.length - 2);
      // The sound plays along the picture: within half a second of the video's latest frames.
      expect(Math.abs(audio.at(-1)!.ptsMs - video.at(-1)!.ptsMs)).toBeLessThan(500);
      expect(await probeAac(audio)).toEqual({ codec_name: "aac", sample_rate: "16000", channels: 1, nb_read_frames: String(audio.length) });
    } finally {
      await stream.close();
      await recorder.close();
    }
  });

  it("sets up the AAC track over UDP when the camera offers only UDP", async () => {
    const stream = await openRtspStream(`${aacUdp.url}/main`, {});
    try {
      expect(stream.audio?.codec).toBe("mp4a.40.2");
      const { audio } = await collect(stream, 10);
      expect((await probeAac(audio)).nb_read_frames).toBe("10");
    } finally {
      await stream.close();
    }
  });

  it("plays a camera whose sound is G.711 A-law as video only, without setting its sound up", async () => {
    const recorder = await recordRtspRequests(pcma);
    const stream = await openRtspStream(`${recorder.url}/main`, {});
    try {
      expect(stream.audio).toBeUndefined();
      expect(stream.format).toMatchObject({ width: 320, height: 240 });
      await new Promise<void>((resolve) => {
        let n = 0;
        const stop = stream.onAccessUnit(() => ++n === 5 && (stop(), resolve()));
      });
      expect(recorder.methods.filter((m) => m === "SETUP")).toHaveLength(1);
    } finally {
      await stream.close();
      await recorder.close();
    }
  });
});
