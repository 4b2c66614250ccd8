import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { ApiClient } from "@vms/api-client";
import { WebSocket } from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningBridge } from "../cli/run-bridge.js";
import { startGstRtspServer, type GstRtspServer } from "../test-support/gst-rtsp-server.test-support.js";
import { ServerProcess, poll, startBoundBridge } from "./server-process.test-support.js";

// Issue 31 "Audio": the site bridge passes a camera's AAC through. GStreamer's RTSP server as a camera
// with a microphone (AAC-LC 16 kHz over RFC 3640), the bridge as `vms-bridge` runs it, the REAL
// server (child process) unchanged: a console's live socket gets fMP4 with an AAC track that ffprobe reads.

interface ProbedStream {
  codec_type: string;
  codec_name: string;
  sample_rate?: string;
  channels?: number;
  nb_read_packets: string;
}

async function ffprobeStreams(bytes: Buffer, dir: string): Promise<ProbedStream[]> {
  const file = join(dir, "live.mp4");
  await writeFile(file, bytes);
  const args = ["-v", "error", "-count_packets", "-show_entries", "stream=codec_type,codec_name,sample_rate,channels,nb_read_packets", "-of", "json", file];
  const { stdout } = await promisify(execFile)("ffprobe", args);
  return (JSON.parse(stdout) as { streams: ProbedStream[] }).streams;
}

describe("a bridged camera's sound through the real server", () => {
  const server = new ServerProcess();
  let rtsp: GstRtspServer;
  let bridge: RunningBridge;
  let api: ApiClient;
  let dir = "";
  let sn = "";

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "bridge-audio-it-"));
    rtsp = await startGstRtspServer({ width: 320, height: 240, fps: 10, bitrate: 200, audio: "aac" });
    await writeFile(join(dir, "site.yaml"), `cameras:\n  - name: Lobby\n    main: ${rtsp.url}/main\n`);
    await server.start();
    ({ bridge, api, sn } = await startBoundBridge(server, dir, "Audio site"));
  }, 120_000);

  afterAll(async () => {
    await bridge?.stop();
    await Promise.all([server.stop(), rtsp?.stop()]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("plays the channel with an mp4a track whose AAC samples ffprobe reads", async () => {
    const ticket = await api.call("/device/access-token/get", { sn, chlIndex: 1, stream: "main" });
    const socket = new WebSocket(`${server.baseUrl.replace(/^http/, "ws")}${ticket.path}`);
    const texts: Array<{ type: string; value?: string }> = [];
    const binaries: Buffer[] = [];
    socket.on("message", (data, isBinary) => (isBinary ? binaries.push(data as Buffer) : texts.push(JSON.parse(data.toString()) as { type: string })));
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    socket.send(JSON.stringify({ type: "mse", value: "avc1.42C01E,avc1.42C014,mp4a.40.2" }));
    try {
      // Two seconds of sound relayed (31 units of 64 ms), and fragments of both tracks at the viewer.
      await poll(() => (bridge.device.liveStats.audioFramesSent >= 31 && binaries.length >= 40 ? true : null), "two seconds of sound through the relay");
      expect(texts.find((t) => t.type === "mse")?.value).toMatch(/^video\/mp4; codecs="avc1\.[0-9A-F]{6},mp4a\.40\.2"$/);
      const streams = await ffprobeStreams(Buffer.concat(binaries), dir);
      const audio = streams.find((s) => s.codec_type === "audio");
      expect(audio).toMatchObject({ codec_name: "aac", sample_rate: "16000", channels: 1 });
      expect(Number(audio!.nb_read_packets)).toBeGreaterThanOrEqual(10);
      expect(streams.find((s) => s.codec_type === "video")).toMatchObject({ codec_name: "h264" });
    } finally {
      socket.close();
    }
  });
});
