import { execFileSync, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { recExportResultSchema, recSearchDateResultSchema, recSearchLogResultSchema } from "@vms/api-client";
import { afterEach, describe, expect, it } from "vitest";
import { createRecordingPort, type RecordingPort } from "./recording-port.js";
import { RecordingStore } from "./recording-store.js";
import { accessUnits, capturingHost, realClip, resultOf, tempDataDir } from "./recording.test-support.js";

const T0 = Date.UTC(2026, 11, 1, 9, 0, 0);
const S0 = T0 / 1000;
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0).reverse()) c();
});

/** A store holding 0–120 s and 130–180 s of channel 1 (a 10 s outage between), and its port. */
function recorded(): { store: RecordingStore; port: RecordingPort; dir: string } {
  const data = tempDataDir();
  cleanups.push(data.remove);
  const store = new RecordingStore({ dataDir: data.dir, retentionDays: 30, maxBytes: 1e12, segmentMs: 60_000 });
  for (const au of accessUnits(realClip(), T0, 120_000)) store.append(1, au);
  for (const au of accessUnits(realClip(), T0 + 130_000, 50_000)) store.append(1, au);
  store.markEvent(1, T0 + 150_000, "MOTION");
  const port = createRecordingPort(store, { hasChannel: (c) => c === 1 || c === 2 });
  cleanups.push(() => port.dispose(), () => store.close());
  return { store, port, dir: data.dir };
}

const hasFfprobe = spawnSync("ffprobe", ["-version"]).status === 0;

describe("RecordingPort: searches", () => {
  it("answers recSearchDate and recSearchLog from the recordings, as the schemas say", () => {
    const { port } = recorded();
    const host = capturingHost();
    port.run({ id: "d", name: "recSearchDate", params: { chlIndex: 1, startTime: S0 - 86_400, endTime: S0 + 86_400 } }, host);
    port.run({ id: "l", name: "recSearchLog", params: { chlIndex: 1, startTime: S0 + 60, endTime: S0 + 3600 } }, host);
    port.run({ id: "empty", name: "recSearchLog", params: { chlIndex: 2, startTime: S0, endTime: S0 + 3600 } }, host);
    expect(recSearchDateResultSchema.parse(resultOf(host, "d").data)).toEqual({ days: ["2026-12-01"] });
    expect(recSearchLogResultSchema.parse(resultOf(host, "l").data).segments).toEqual([
      { startTime: S0 + 60, endTime: S0 + 120, type: "SCHEDULE" },
      { startTime: S0 + 130, endTime: S0 + 140, type: "SCHEDULE" },
      { startTime: S0 + 140, endTime: S0 + 180, type: "MOTION" },
    ]);
    expect(resultOf(host, "empty")).toEqual({ code: 200, data: { segments: [] } });
    expect(port.handles("recSearchLog") && port.handles("playbackControl") && !port.handles("streamStop") && !port.handles("streamStart")).toBe(true);
  });

  it("answers 1000 for bad parameters and for a channel the bridge does not have", () => {
    const { port } = recorded();
    const host = capturingHost();
    port.run({ id: "a", name: "recSearchDate", params: { chlIndex: 1, startTime: S0, endTime: S0 + 32 * 86_400 } }, host);
    port.run({ id: "b", name: "recSearchLog", params: { chlIndex: 7, startTime: S0, endTime: S0 + 60 } }, host);
    port.run({ id: "c", name: "recExport", params: { chlIndex: 1, startTime: S0, endTime: S0 + 3601 } }, host);
    port.run({ id: "d", name: "playbackStart", params: { chlIndex: 1, startTime: S0, endTime: S0 + 60, speed: 3 } }, host);
    port.run({ id: "e", name: "playbackControl", params: { streamId: 0x2000_0009, action: "pause" } }, host);
    port.run({ id: "f", name: "streamStop", params: { streamId: 0x4000_0009 } }, host);
    for (const id of ["a", "b", "c", "d", "e", "f"]) expect(resultOf(host, id).code).toBe(1000);
  });
});

describe("RecordingPort: recExport", () => {
  it("exports 30 s as 750 frames from a key frame, timestamps from the start, an H.264 that ffprobe reads", async () => {
    const { port, dir } = recorded();
    const host = capturingHost();
    // 11 s into the recording, mid-GOP: the file starts at the key frame of 10 s.
    port.run({ id: "x", name: "recExport", params: { chlIndex: 1, startTime: S0 + 11, endTime: S0 + 41 } }, host);
    const result = recExportResultSchema.parse(resultOf(host, "x").data);
    const clip = realClip();
    expect(result).toEqual({ streamId: 0x4000_0001, codec: clip.codec, width: 1280, height: 720, fps: 25, frames: 750 });
    await host.until(() => host.video.length === 750);
    expect(host.video[0]).toMatchObject({ streamId: 0x4000_0001, keyframe: true, timestampMs: 0 });
    expect(host.video.at(-1)!.timestampMs).toBe(749 * 40);
    const clipFrame = (i: number) => clip.frames[(250 + i) % clip.frames.length]!.data;
    expect(host.video.every((f, i) => Buffer.compare(f.data, clipFrame(i)) === 0)).toBe(true);
    expect(port.ownsStream(0x4000_0001)).toBe(false);
    if (!hasFfprobe) return;
    const file = join(dir, "export.h264");
    writeFileSync(file, Buffer.concat(host.video.map((f) => f.data)));
    const probe = JSON.parse(
      execFileSync("ffprobe", ["-v", "error", "-count_frames", "-show_entries", "stream=codec_name,width,height,nb_read_frames,r_frame_rate", "-of", "json", file]).toString(),
    ) as { streams: { codec_name: string; width: number; height: number; nb_read_frames: string; r_frame_rate: string }[] };
    expect(probe.streams[0]).toEqual({ codec_name: "h264", width: 1280, height: 720, nb_read_frames: "750", r_frame_rate: "25/1" });
    expect(spawnSync("ffmpeg", ["-nostdin", "-v", "error", "-i", file, "-f", "null", "-"]).stderr.toString()).toBe("");
    // Raw H.264 has no duration of its own: in a container at the answered fps it lasts the range.
    const mp4 = join(dir, "export.mp4");
    execFileSync("ffmpeg", ["-nostdin", "-v", "error", "-f", "h264", "-framerate", String(result.fps), "-i", file, "-c", "copy", mp4]);
    const duration = execFileSync("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", mp4]).toString();
    expect(Number(duration)).toBeCloseTo(30, 1);
  });

  it("answers the rate the range was recorded at, so a file at that rate lasts the range when the camera's rate sagged", () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const store = new RecordingStore({ dataDir: data.dir, retentionDays: 30, maxBytes: 1e12, segmentMs: 60_000 });
    cleanups.push(() => store.close());
    // 10 s at the clip's 25 fps, then 30 s at half that (a loaded encoder).
    for (const au of accessUnits(realClip(), T0, 10_000)) store.append(1, au);
    for (const au of accessUnits({ ...realClip(), fps: 12.5 }, T0 + 10_000, 30_000)) store.append(1, au);
    const port = createRecordingPort(store, { hasChannel: (c) => c === 1 });
    cleanups.push(() => port.dispose());
    const host = capturingHost();
    port.run({ id: "x", name: "recExport", params: { chlIndex: 1, startTime: S0 + 5, endTime: S0 + 35 } }, host);
    const result = recExportResultSchema.parse(resultOf(host, "x").data);
    // 5 s at 25 fps (125 frames) and 25 s at 12.5 fps (313, one every 80 ms from 10 s).
    expect(result.frames).toBe(438);
    expect(result.frames / result.fps).toBeCloseTo(30, 0);
    expect(result.fps).toBeLessThan(15);
  });

  it("leaves the gap out: each stretch starts at its key frame and its stamps jump", async () => {
    const { port } = recorded();
    const host = capturingHost();
    port.run({ id: "x", name: "recExport", params: { chlIndex: 1, startTime: S0 + 110, endTime: S0 + 140 } }, host);
    expect(resultOf(host, "x").data.frames).toBe(500);
    await host.until(() => host.video.length === 500);
    expect(host.video[250]).toMatchObject({ keyframe: true, timestampMs: 20_000 });
    expect(host.video[249]!.timestampMs).toBe(249 * 40);
  });

  it("waits while more than 1 MiB is queued, never skipping a frame, and streamStop aborts it", async () => {
    const { port } = recorded();
    const host = capturingHost();
    host.backlog = 2 * 1024 * 1024;
    port.run({ id: "x", name: "recExport", params: { chlIndex: 1, startTime: S0, endTime: S0 + 60 } }, host);
    const streamId = resultOf(host, "x").data.streamId as number;
    // It keeps looking at the backlog and sends nothing meanwhile.
    await host.until(() => host.polls >= 5);
    expect(host.video).toHaveLength(0);
    host.backlog = 0;
    await host.until(() => host.video.length >= 100);
    expect(port.ownsStream(streamId)).toBe(true);
    port.run({ id: "stop", name: "streamStop", params: { streamId } }, host);
    expect(resultOf(host, "stop")).toEqual({ code: 200, data: {} });
    const sent = host.video.length;
    expect(host.video.map((f) => f.timestampMs)).toEqual(Array.from({ length: sent }, (_, i) => i * 40));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(host.video.length).toBe(sent);
    expect(port.ownsStream(streamId)).toBe(false);
  });

  it("answers 7066 when nothing is recorded in the range", () => {
    const { port } = recorded();
    const host = capturingHost();
    port.run({ id: "x", name: "recExport", params: { chlIndex: 1, startTime: S0 + 121, endTime: S0 + 129 } }, host);
    port.run({ id: "y", name: "recExport", params: { chlIndex: 2, startTime: S0, endTime: S0 + 60 } }, host);
    expect(resultOf(host, "x").code).toBe(7066);
    expect(resultOf(host, "y").code).toBe(7066);
  });
});
