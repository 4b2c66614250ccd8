import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Code, decodeVideoFrame, type DeviceFrame } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataFolder } from "../config/data-folder.js";
import { CameraHub } from "../media/camera-hub.js";
import { FakeCameras, au, until } from "../media/camera-hub.test-support.js";
import { CommandHandler, type DeviceCore } from "./command-handler.js";
import { DeviceLog } from "./device-log.js";
import { DeviceSettings } from "./device-settings.js";
import { NO_RECORDING, type DeviceCommand, type PtzPort } from "./ports.js";

const camera = (chlIndex: number, host: string) => ({ chlIndex, name: `Cam ${chlIndex}`, main: { url: `rtsp://${host}/main`, credentials: {} }, sub: null, onvif: null });

describe("the bridge's commands", () => {
  let dir: string;
  let frames: DeviceFrame[];
  let binaries: Uint8Array[];
  let buffered: number;
  let cameras: FakeCameras;
  let handler: CommandHandler;
  let core: DeviceCore & { code: string; reboots: number };
  let ptz: PtzPort;
  let seq = 0;

  const run = (name: DeviceCommand["name"], params: Record<string, unknown> = {}) => {
    const id = `c${++seq}`;
    handler.run({ type: "cmd", id, name, params });
    return id;
  };
  const resultOf = async (id: string) => {
    await until(() => frames.some((f) => f.type === "result" && f.id === id));
    const results = frames.filter((f) => f.type === "result" && f.id === id);
    expect(results).toHaveLength(1);
    return results[0] as Extract<DeviceFrame, { type: "result" }>;
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "bridge-cmd-"));
    frames = [];
    binaries = [];
    buffered = 0;
    cameras = new FakeCameras();
    const hub = new CameraHub({ openStream: cameras.open, backoff: { minMs: 10, maxMs: 40 } });
    hub.setCameras([
      { chlIndex: 1, main: "rtsp://a/main", credentials: {} },
      { chlIndex: 3, main: "rtsp://c/main", credentials: {} },
    ]);
    const data = new DataFolder(dir);
    const disabled = new Set<number>();
    ptz = { handles: () => false, run: () => Promise.resolve({ status: "failed", data: null, reason: "not supported" }) };
    core = {
      sn: "BRGTEST00000001",
      model: "VMS-Bridge",
      version: "0.1.0",
      log: new DeviceLog(),
      settings: await DeviceSettings.load(data),
      hub,
      recording: NO_RECORDING,
      get ptz() {
        return ptz;
      },
      liveStats: { active: 0, framesSent: 0, framesSkipped: 0, audioFramesSent: 0 },
      cameras: () => [camera(1, "a"), camera(3, "c")],
      channelEnabled: (chl) => !disabled.has(chl),
      setChannelEnabled: async (chl, enabled) => (enabled ? disabled.delete(chl) : disabled.add(chl), enabled),
      code: "",
      setSecurityCode: async (code) => void (core.code = code),
      storage: () => Promise.resolve({ kind: "disks", disks: [{ index: 1, status: "normal", health: "good", capacityMB: 100, freeMB: 50 }] }),
      reboots: 0,
      reboot: () => void (core.reboots += 1),
    };
    handler = new CommandHandler(core, { send: (f) => frames.push(f), sendBinary: (b) => (binaries.push(b), true), buffered: () => buffered, onClose: () => undefined });
  });

  afterEach(async () => {
    handler.dispose();
    core.hub.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("starts a live stream: result first, then the cached keyframe and the access units as binary frames", async () => {
    const id = run("streamStart", { chlIndex: 1, stream: "main" });
    const result = await resultOf(id);
    expect(result).toMatchObject({ code: 200, data: { streamId: 1, codec: "avc1.42C01E", width: 640, height: 360, fps: 25 } });
    const camera = cameras.opened[0]!;
    const [key, next] = [au(true), au(false)];
    camera.push(key);
    camera.push(next);
    const decoded = binaries.map((b) => decodeVideoFrame(b)!);
    expect(decoded.map((f) => [f.streamId, f.keyframe, f.timestampMs])).toEqual([
      [1, true, key.ptsMs],
      [1, false, next.ptsMs],
    ]);
    expect(frames.indexOf(result)).toBe(0);
    expect(await resultOf(run("streamStop", { streamId: 1 }))).toMatchObject({ code: 200 });
    expect(cameras.live()).toHaveLength(0);
    expect((await resultOf(run("streamStop", { streamId: 1 }))).code).toBe(Code.MALFORMED);
  });

  it("relays a camera's AAC when the server asks for audio: `audio` in the result, the GOP's sound after its video, then flag-bit-1 frames", async () => {
    cameras.withSound.add("rtsp://a/main");
    const first = await resultOf(run("streamStart", { chlIndex: 1, stream: "main", audio: true }));
    expect(first.data).toMatchObject({ streamId: 1, audio: { codec: "mp4a.40.2", sampleRate: 16000, channels: 1, config: "1408" } });
    const camera = cameras.opened[0]!;
    const key = au(true);
    camera.pushAudio({ data: new Uint8Array([0x21, 1]), ptsMs: key.ptsMs - 10 }); // before the GOP: a later viewer does not get it
    camera.push(key);
    camera.pushAudio({ data: new Uint8Array([0x21, 2]), ptsMs: key.ptsMs + 5 });
    // A second viewer joins the shared session: the cached keyframe, then the sound since it.
    const second = await resultOf(run("streamStart", { chlIndex: 1, stream: "main", audio: true }));
    const next = au(false);
    camera.push(next);
    camera.pushAudio({ data: new Uint8Array([0x21, 3]), ptsMs: next.ptsMs + 5 });
    const decoded = binaries.map((b) => decodeVideoFrame(b)!).map((f) => [f.streamId, f.audio === true ? "audio" : "video", f.timestampMs, f.audio ? f.data[1] : f.keyframe]);
    expect(decoded).toEqual([
      [1, "audio", key.ptsMs - 10, 1],
      [1, "video", key.ptsMs, true],
      [1, "audio", key.ptsMs + 5, 2],
      [2, "video", key.ptsMs, true],
      [2, "audio", key.ptsMs + 5, 2],
      [1, "video", next.ptsMs, false],
      [2, "video", next.ptsMs, false],
      [1, "audio", next.ptsMs + 5, 3],
      [2, "audio", next.ptsMs + 5, 3],
    ]);
    expect((second.data as { streamId: number }).streamId).toBe(2);
    expect(core.liveStats.audioFramesSent).toBe(5);
  });

  it("sends no sound to a server that did not ask, nor for a camera without it", async () => {
    cameras.withSound.add("rtsp://a/main");
    expect((await resultOf(run("streamStart", { chlIndex: 1, stream: "main" }))).data).not.toHaveProperty("audio");
    expect((await resultOf(run("streamStart", { chlIndex: 3, stream: "main", audio: true }))).data).not.toHaveProperty("audio");
    const [withSound, silent] = cameras.opened;
    withSound!.push(au(true));
    withSound!.pushAudio({ data: new Uint8Array([0x21, 1]), ptsMs: 1 });
    silent!.push(au(true));
    expect(binaries.map((b) => decodeVideoFrame(b)!).map((f) => [f.streamId, f.audio ?? false])).toEqual([
      [1, false],
      [2, false],
    ]);
  });

  it("skips frames up to the next keyframe while the uplink is backed up", async () => {
    await resultOf(run("streamStart", { chlIndex: 1, stream: "sub" }));
    const camera = cameras.opened[0]!;
    camera.push(au(true));
    buffered = 2 * 1024 * 1024;
    camera.push(au(false));
    buffered = 0;
    camera.push(au(false));
    camera.push(au(true));
    expect(binaries.map((b) => decodeVideoFrame(b)!.keyframe)).toEqual([true, true]);
    expect(core.liveStats.framesSkipped).toBe(2);
  });

  it("answers a camera's failure with its catalogue code, and an unknown channel with 1000", async () => {
    cameras.fail("rtsp://c/main", "codecH265");
    expect(await resultOf(run("streamStart", { chlIndex: 3, stream: "main" }))).toMatchObject({ code: Code.CAMERA_CODEC_H265, data: { reason: "this camera sends H.265; set its stream to H.264" } });
    cameras.fail("rtsp://c/main", "unauthorized");
    expect((await resultOf(run("streamStart", { chlIndex: 3, stream: "main" }))).code).toBe(Code.CAMERA_UNAUTHORIZED);
    cameras.fail("rtsp://c/main", "unreachable");
    expect((await resultOf(run("streamStart", { chlIndex: 3, stream: "main" }))).code).toBe(Code.CAMERA_UNREACHABLE);
    cameras.fail("rtsp://c/main", "codecMjpeg");
    expect((await resultOf(run("streamStart", { chlIndex: 3, stream: "main" }))).code).toBe(Code.CAMERA_CODEC_MJPEG);
    expect((await resultOf(run("streamStart", { chlIndex: 2, stream: "main" }))).code).toBe(Code.MALFORMED);
  });

  it("ends a live stream with 7071 when its camera is lost, and when its channel is closed", async () => {
    await resultOf(run("streamStart", { chlIndex: 1, stream: "main" }));
    cameras.opened[0]!.lose();
    await until(() => frames.some((f) => f.type === "streamEnd"));
    expect(frames.filter((f) => f.type === "streamEnd")).toEqual([{ type: "streamEnd", streamId: 1, code: Code.CHANNEL_UNAVAILABLE }]);
    await until(() => core.hub.status(1)?.state !== "streaming");
    cameras.fail("rtsp://a/main", null);
    await resultOf(run("streamStart", { chlIndex: 1, stream: "main" }));
    const set = await resultOf(run("channelSet", { chlIndex: 1, enabled: false }));
    expect(set).toMatchObject({ code: 200, data: { chlIndex: 1, enabled: false, online: false } });
    expect(frames.filter((f) => f.type === "streamEnd").at(-1)).toEqual({ type: "streamEnd", streamId: 2, code: Code.CHANNEL_UNAVAILABLE });
    expect(frames).toContainEqual({ type: "status", channels: [{ chlIndex: 1, online: false }] });
    expect((await resultOf(run("streamStart", { chlIndex: 1, stream: "main" }))).code).toBe(Code.CHANNEL_UNAVAILABLE);
  });

  it("keeps configGet/configSet values, validating them like a recorder", async () => {
    expect((await resultOf(run("configGet", { section: "timeZone" }))).data).toEqual({ timeZone: "GMT+00", dst: false });
    expect(await resultOf(run("configSet", { section: "language", value: { language: "de-DE" } }))).toMatchObject({ code: 200, data: { language: "de-DE" } });
    expect((await resultOf(run("configSet", { section: "language", value: { language: "xx" } }))).code).toBe(Code.MALFORMED);
    expect((await resultOf(run("configSet", { section: "network", value: { dhcp: false, ip: "10.0.0.9", mask: "255.0.255.0", gateway: "10.0.0.1", dns1: "10.0.0.1", dns2: "" } }))).code).toBe(Code.MALFORMED);
    expect((await DeviceSettings.load(new DataFolder(dir))).current.language).toBe("de-DE");
  });

  it("answers transport: the bridge's cameras, the disk, PTZ through its port", async () => {
    const cams = await resultOf(run("transport", { api: "queryBridgeCameras", params: {} }));
    expect(cams.data).toEqual({
      status: "success",
      data: {
        cameras: [
          { chlIndex: 1, name: "Cam 1", state: "idle", codec: null, width: null, height: null, fps: null, bitrateKbps: null },
          { chlIndex: 3, name: "Cam 3", state: "idle", codec: null, width: null, height: null, fps: null, bitrateKbps: null },
        ],
        diskUsedBytes: 0,
        oldestRecording: null,
      },
    });
    expect((await resultOf(run("transport", { api: "queryAllDisksHealthStatus", params: {} }))).data).toEqual({ status: "success", data: { disks: [{ index: 1, status: "normal", health: "good" }] } });
    expect((await resultOf(run("transport", { api: "formatDisk", params: { index: 1 } }))).data).toEqual({ status: "failed", reason: "not supported", data: null });
    expect((await resultOf(run("transport", { api: "PtzControl_I", chlIndex: 1, params: { action: "up" } }))).data).toMatchObject({ status: "failed", reason: "not supported" });
    ptz = { handles: (api) => api === "PtzControl_I", run: (chl, api, params) => Promise.resolve({ status: "success", data: { chl, api, params } }) };
    expect((await resultOf(run("transport", { api: "PtzControl_I", chlIndex: 3, params: { action: "up" } }))).data).toEqual({ status: "success", data: { chl: 3, api: "PtzControl_I", params: { action: "up" } } });
    expect((await resultOf(run("transport", { api: "PtzControl_I", chlIndex: 2, params: {} }))).data).toMatchObject({ status: "failed", reason: "channel not found" });
    expect((await resultOf(run("transport", { api: "noSuchApi", params: {} }))).code).toBe(Code.MALFORMED);
  });

  it("answers the rest once each: reboot, logUpload, securityCode, searches without storage, upgrade refused", async () => {
    expect((await resultOf(run("reboot"))).code).toBe(200);
    expect(core.reboots).toBe(1);
    const log = (await resultOf(run("logUpload"))).data as { fileName: string; content: string };
    expect(log.fileName).toMatch(/^BRGTEST00000001_\d{14}\.log$/);
    expect(log.content).toContain("command reboot");
    expect((await resultOf(run("securityCode", { newSecurityCode: "abc" }))).code).toBe(Code.MALFORMED);
    expect((await resultOf(run("securityCode", { newSecurityCode: "NewCode42" }))).code).toBe(200);
    expect(core.code).toBe("NewCode42");
    expect((await resultOf(run("upgrade", { version: "9", url: "http://x" }))).code).toBe(Code.MALFORMED);
    const range = { chlIndex: 1, startTime: 1_700_000_000, endTime: 1_700_003_600 };
    expect((await resultOf(run("recSearchDate", range))).data).toEqual({ days: [] });
    expect((await resultOf(run("recSearchLog", range))).data).toEqual({ segments: [] });
    expect((await resultOf(run("recExport", range))).code).toBe(Code.PLAYBACK_END);
    expect((await resultOf(run("playbackStart", range))).code).toBe(Code.PLAYBACK_NO_RECORDING);
    expect((await resultOf(run("streamStop", { streamId: 0x40000001 }))).code).toBe(Code.MALFORMED);
  });
});
