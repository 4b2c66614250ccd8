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
// server (child process) unchanged: a console's live socket gets fMP4 with an AAC track that ffprobe reads,
// and the bridge's own recording keeps the sound: played back and downloaded through the server.

interface ProbedStream {
  codec_type: string;
  codec_name: string;
  sample_rate?: string;
  channels?: number;
  nb_read_packets: string;
}

async function ffprobeStreams(bytes: Buffer, dir: string, name = "live.mp4"): Promise<ProbedStream[]> {
  const file = join(dir, name);
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

  /** A recorded stretch of at least 6 s of channel 1, as the console's playback and downloads find it. */
  async function recordedRange(): Promise<{ startTime: number; endTime: number }> {
    const now = Math.floor(Date.now() / 1000);
    return poll(async () => {
      const { segments } = await api.call("/device/rec-log/list", { sn, chlIndex: 1, startTime: now - 3600, endTime: now + 60 });
      const first = segments[0];
      return first && first.endTime - first.startTime >= 6 ? { startTime: first.startTime, endTime: first.endTime } : null;
    }, "six seconds recorded at the site");
  }

  it("plays the site's recording back through the server with its sound: an mp4a track ffprobe reads", async () => {
    const range = await recordedRange();
    const ticket = await api.call("/device/playback-token/get", { sn, chlIndex: 1, ...range });
    const socket = new WebSocket(`${server.baseUrl.replace(/^http/, "ws")}${ticket.path}`);
    const texts: Array<{ type: string; value?: string }> = [];
    const binaries: Buffer[] = [];
    socket.on("message", (data, isBinary) => (isBinary ? binaries.push(data as Buffer) : texts.push(JSON.parse(data.toString()) as { type: string })));
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    socket.send(JSON.stringify({ type: "mse", value: "avc1.42C01E,avc1.42C014,mp4a.40.2", position: range.startTime * 1000, speed: 1 }));
    try {
      await poll(() => (binaries.length >= 40 ? true : null), "fragments of the recording");
      expect(texts.find((t) => t.type === "mse")?.value).toMatch(/^video\/mp4; codecs="avc1\.[0-9A-F]{6},mp4a\.40\.2"$/);
      const streams = await ffprobeStreams(Buffer.concat(binaries), dir, "playback.mp4");
      const audio = streams.find((s) => s.codec_type === "audio");
      expect(audio).toMatchObject({ codec_name: "aac", sample_rate: "16000", channels: 1 });
      expect(Number(audio!.nb_read_packets)).toBeGreaterThanOrEqual(5);
      expect(streams.find((s) => s.codec_type === "video")).toMatchObject({ codec_name: "h264" });
    } finally {
      socket.close();
    }
  });

  it("downloads the site's recording as an AVI whose audio stream ffprobe reads as AAC beside the H.264", async () => {
    const range = await recordedRange();
    const { taskId } = await api.call("/download-task/create", { sn, chlIndex: 1, startTime: range.startTime, duration: 5 });
    await poll(async () => {
      const { list } = await api.call("/download-task/list", { pageSize: 100 });
      const task = list.find((t) => t.taskId === taskId);
      if (task?.status === "startFailed") throw new Error(`download failed: ${JSON.stringify(task)}`);
      return task?.status === "finish" ? true : null;
    }, "the download task to finish");
    const { url } = await api.call("/download-task/link/get", { taskId });
    const avi = Buffer.from(await (await fetch(`${server.baseUrl}${url}`)).arrayBuffer());
    const streams = await ffprobeStreams(avi, dir, "download.avi");
    const audio = streams.find((s) => s.codec_type === "audio");
    expect(audio).toMatchObject({ codec_name: "aac", sample_rate: "16000", channels: 1 });
    // Five seconds of 64 ms units.
    expect(Number(audio!.nb_read_packets)).toBeGreaterThanOrEqual(60);
    expect(streams.find((s) => s.codec_type === "video")).toMatchObject({ codec_name: "h264" });
  });
});
