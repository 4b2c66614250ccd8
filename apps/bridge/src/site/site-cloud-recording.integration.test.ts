import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ApiClient, CloudSegmentInfo } from "@vms/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningBridge } from "../cli/run-bridge.js";
import { ServerProcess, poll, startBoundBridge } from "../device/server-process.test-support.js";
import { ffprobeVideo } from "../test-support/ffprobe.test-support.js";
import { startGstRtspServer, type GstRtspServer } from "../test-support/gst-rtsp-server.test-support.js";

// Issue 30 "Recording at the site": cloud recording of a bridged channel works through the existing
// relay. The REAL server (child process, 2-second cloud segments), the bridge as `vms-bridge` runs it
// (defaultParts), GStreamer's RTSP server as the camera; cloud recording is turned on with the call
// the console's cloud storage page makes, and read back with the calls its cloud playback makes.

const USER = "admin";
const PASSWORD = "cam-secret";
const WIDTH = 640;
const HEIGHT = 360;

describe("cloud recording and archives of a bridged channel", () => {
  const server = new ServerProcess({ VMS_CLOUD_SEGMENT_S: "2" });
  let rtsp: GstRtspServer;
  let bridge: RunningBridge;
  let api: ApiClient;
  let dir = "";
  let sn = "";

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "bridge-cloud-it-"));
    rtsp = await startGstRtspServer({ user: USER, password: PASSWORD, width: WIDTH, height: HEIGHT, fps: 10, bitrate: 300 });
    await writeFile(join(dir, "site.yaml"), `cameras:\n  - name: Lobby\n    main: ${rtsp.url}/main\n    sub: ${rtsp.url}/sub\n    username: ${USER}\n    password: ${PASSWORD}\n`);
    await server.start();
    ({ bridge, api, sn } = await startBoundBridge(server, dir, "Cloud site"));
  }, 120_000);

  afterAll(async () => {
    await bridge?.stop();
    await Promise.all([server.stop(), rtsp?.stop()]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  let segments: CloudSegmentInfo[] = [];
  let headers: Record<string, string> = {};

  it("records the channel to the cloud once its trial starts (the console's /cloud-storage/purchase)", async () => {
    const started = Date.now();
    expect(await api.call("/cloud-storage/purchase", { goodsId: "cs-trial-7d", sn, chlIndex: 1 })).toMatchObject({ status: 5, trial: true });
    // The console's playback reads the segment listing with the channel's cloud token (features/playback/api/cloud-recordings.ts).
    const token = await api.call("/cloud-storage/download-token/get", { sn, chlIndex: 1 });
    headers = { authorization: `Bearer ${token.storageToken.securityToken}` };
    const listing = async () => {
      const res = await fetch(`${server.baseUrl}${token.storageUrl}segments?from=${started - 60_000}&to=${Date.now() + 60_000}`, { headers });
      return ((await res.json()) as { segments: CloudSegmentInfo[] }).segments;
    };
    segments = await poll(async () => {
      const list = await listing();
      return list.length >= 2 ? list : null;
    }, "two cloud segments", 40_000);
    const plan = (await api.call("/cloud-storage/chl/order/query", { pageNum: 1, pageSize: 10 })).list.find((r) => r.sn === sn && r.chlIndex === 1);
    expect(plan).toMatchObject({ status: 2, trial: true, recording: true });
    expect(segments.every((s) => s.codec.startsWith("avc1.") && s.keyframes.length > 0)).toBe(true);
  }, 60_000);

  it("plays back: each cloud segment is H.264 fMP4 of the camera's size that ffprobe decodes", async () => {
    const segment = segments[1]!; // the first may start mid-stream; the second is whole
    const res = await fetch(server.baseUrl + segment.url, { headers });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBe(segment.bytes);
    expect(Buffer.from(bytes).toString("latin1", 4, 8)).toBe("ftyp");
    const probe = await ffprobeVideo(bytes, "mp4");
    expect(probe).toMatchObject({ codec: "h264", width: WIDTH, height: HEIGHT });
    // 10 fps over the segment's span, give or take the frame at either edge.
    expect(Math.abs(probe.frames - ((segment.endMs - segment.startMs) / 100))).toBeLessThanOrEqual(2);
  });

  // "cloud" copies the cloud segments; "local" asks the bridge for its own recording (recExport), as for a recorder.
  it.each(["cloud", "local"] as const)("archives a range of the %s recording to an AVI that ffprobe reads with the range's duration", async (source) => {
    const startTime = Math.ceil(segments[0]!.startMs / 1000);
    const endTime = startTime + 2;
    const created = await api.call("/archives/create", { sn, chlIndex: 1, startTime, endTime, title: `Lobby ${source}`, source });
    const archive = await poll(async () => {
      const found = (await api.call("/archives/list", {})).list.find((a) => a.archiveId === created.archiveId);
      if (found?.status === "failed") throw new Error(`the archive failed: ${JSON.stringify(found)}`);
      return found?.status === "done" ? found : null;
    }, `the ${source} archive done`, 30_000);
    expect(archive).toMatchObject({ source });
    const download = await api.call("/archives/download-token/get", { archiveId: created.archiveId });
    const avi = new Uint8Array(await (await fetch(new URL(download.aviUrl, server.baseUrl))).arrayBuffer());
    expect(Buffer.from(avi).toString("latin1", 8, 12)).toBe("AVI ");
    const probe = await ffprobeVideo(avi, "avi");
    expect(probe).toMatchObject({ codec: "h264", width: WIDTH, height: HEIGHT });
    // From the key frame at or before the start (GOP 2 s) to the end.
    expect(probe.durationS).toBeGreaterThan(1.5);
    expect(probe.durationS).toBeLessThan(4.5);
  }, 45_000);
});
