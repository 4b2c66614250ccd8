import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CameraError, type AccessUnit, type CameraCredentials, type CameraStream } from "../media/camera-stream.js";
import { recordRtspRequests, startGstRtspServer, type GstRtspServer } from "../test-support/gst-rtsp-server.test-support.js";
import { openRtspStream } from "./index.js";

const USER = { username: "admin", password: "s3cret!" };
let digest: GstRtspServer;
let udpBasic: GstRtspServer;
let tmp: string;

beforeAll(async () => {
  [digest, udpBasic] = await Promise.all([
    startGstRtspServer({ user: USER.username, password: USER.password, width: 1280, height: 720, fps: 25, bitrate: 1500 }),
    startGstRtspServer({ user: USER.username, password: USER.password, auth: "basic", transport: "udp", width: 320, height: 240 }),
  ]);
  tmp = await mkdtemp(join(tmpdir(), "rtsp-client-"));
});

afterAll(async () => {
  await Promise.all([digest.stop(), udpBasic.stop()]);
  await rm(tmp, { recursive: true, force: true });
});

/** Collects access units until `count` key frames arrived (the first unit is one). */
function collect(stream: CameraStream, keyframes: number): Promise<AccessUnit[]> {
  return new Promise((resolve) => {
    const units: AccessUnit[] = [];
    let seen = 0;
    const stop = stream.onAccessUnit((au) => {
      if (au.keyframe) seen += 1;
      if (seen > keyframes) {
        stop();
        resolve(units);
      } else units.push(au);
    });
  });
}

async function probe(units: AccessUnit[], name: string): Promise<{ codec_name: string; width: number; height: number }> {
  const file = join(tmp, name);
  await writeFile(file, Buffer.concat(units.map((u) => u.data)));
  const { stdout } = await promisify(execFile)("ffprobe", ["-v", "error", "-f", "h264", "-select_streams", "v:0", "-show_entries", "stream=codec_name,width,height", "-of", "json", file]);
  return (JSON.parse(stdout) as { streams: [{ codec_name: string; width: number; height: number }] }).streams[0];
}

/** Waits for a state, failing after `ms` rather than at the test's own timeout. */
async function until(condition: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function failure(url: string, credentials: CameraCredentials = {}): Promise<string> {
  const error = await openRtspStream(url, credentials).then(
    (stream) => stream.close().then(() => "opened"),
    (e: unknown) => (e instanceof CameraError ? e.failure : String(e)),
  );
  return error;
}

describe("openRtspStream against GStreamer's RTSP server", () => {
  it("plays the main stream with Digest over TCP: Annex B that ffprobe reads as H.264 of the mount's size", async () => {
    const stream = await openRtspStream(`${digest.url}/main`, USER);
    try {
      expect(stream.format).toMatchObject({ width: 1280, height: 720, fps: 25 });
      expect(stream.format.codec).toMatch(/^avc1\.[0-9A-F]{6}$/);
      const units = await collect(stream, 1);
      expect(units[0]!.keyframe).toBe(true);
      expect(units.length).toBeGreaterThan(10);
      const pts = units.map((u) => u.ptsMs);
      expect(pts[0]).toBe(0);
      expect(pts.every((p, i) => i === 0 || p > pts[i - 1]!)).toBe(true);
      expect(Math.abs(units.at(-1)!.wallMs - Date.now())).toBeLessThan(10_000);
      expect(await probe(units, "main.h264")).toEqual({ codec_name: "h264", width: 1280, height: 720 });
    } finally {
      await stream.close();
    }
  });

  it("takes credentials from the URL, and the explicit ones win over them", async () => {
    const inUrl = digest.url.replace("rtsp://", `rtsp://${USER.username}:${encodeURIComponent(USER.password)}@`);
    const stream = await openRtspStream(`${inUrl}/sub`, {});
    expect(stream.format).toMatchObject({ width: 640, height: 360 });
    await stream.close();
    expect(await failure(`${inUrl}/sub`, { username: USER.username, password: "wrong" })).toBe("unauthorized");
  });

  it("refuses a wrong password and missing credentials as unauthorized", async () => {
    expect(await failure(`${digest.url}/main`, { username: USER.username, password: "wrong" })).toBe("unauthorized");
    expect(await failure(`${digest.url}/main`)).toBe("unauthorized");
  });

  it("falls back to UDP when the server offers only UDP, with Basic authentication", async () => {
    const stream = await openRtspStream(`${udpBasic.url}/main`, USER);
    try {
      expect(stream.format).toMatchObject({ width: 320, height: 240 });
      const units = await collect(stream, 1);
      expect(await probe(units, "udp.h264")).toEqual({ codec_name: "h264", width: 320, height: 240 });
    } finally {
      await stream.close();
    }
  });

  it("sends TEARDOWN on close() and settles ended with null", async () => {
    const recorder = await recordRtspRequests(digest);
    const stream = await openRtspStream(`${recorder.url}/sub`, USER);
    await stream.close();
    expect(await stream.ended).toBeNull();
    expect(recorder.methods.slice(0, 4)).toEqual(["OPTIONS", "DESCRIBE", "DESCRIBE", "SETUP"]);
    expect(recorder.methods.at(-1)).toBe("TEARDOWN");
    await recorder.close();
  });

  it("keeps the session alive with GET_PARAMETER at half the session timeout", async () => {
    const recorder = await recordRtspRequests(digest, { sessionTimeoutS: 2 });
    const stream = await openRtspStream(`${recorder.url}/sub`, USER);
    const start = Date.now();
    await until(() => recorder.methods.filter((m) => m === "GET_PARAMETER").length >= 2);
    expect(Date.now() - start).toBeGreaterThanOrEqual(1500);
    await stream.close();
    await recorder.close();
  });

  it("rejects with the signal's reason when the caller aborts the open", async () => {
    const controller = new AbortController();
    const opening = openRtspStream(`${digest.url}/main`, USER, { signal: controller.signal });
    controller.abort(new Error("viewer left"));
    await expect(opening).rejects.toThrow("viewer left");
  });

  it("answers unreachable when nothing listens", async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    expect(await failure(`rtsp://127.0.0.1:${port}/main`)).toBe("unreachable");
  });

  it("answers unreachable when the host accepts the connection but never answers", async () => {
    // Reads (and so sees the client's FIN) but never answers.
    const silent = createServer((socket) => socket.resume()).listen(0, "127.0.0.1");
    await new Promise((resolve) => silent.once("listening", resolve));
    const address = silent.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const error = await openRtspStream(`rtsp://127.0.0.1:${port}/main`, {}, { timeoutMs: 1000 }).catch((e: unknown) => e);
    expect(error instanceof CameraError && error.failure).toBe("unreachable");
    await new Promise((resolve) => silent.close(resolve));
  });
});

describe("openRtspStream refusals and loss", () => {
  it("refuses H.265 and MJPEG cameras with their own failures", async () => {
    const [h265, mjpeg] = await Promise.all([startGstRtspServer({ codec: "h265", width: 320, height: 240 }), startGstRtspServer({ codec: "mjpeg", width: 320, height: 240 })]);
    try {
      expect(await failure(`${h265.url}/main`)).toBe("codecH265");
      expect(await failure(`${mjpeg.url}/main`)).toBe("codecMjpeg");
    } finally {
      await Promise.all([h265.stop(), mjpeg.stop()]);
    }
  });

  it("settles ended with unreachable when the server dies mid-stream", async () => {
    const server = await startGstRtspServer({ width: 320, height: 240 });
    const stream = await openRtspStream(`${server.url}/main`, {});
    await collect(stream, 0);
    const killedAt = Date.now();
    await server.stop("SIGKILL");
    const error = await stream.ended;
    expect(error?.failure).toBe("unreachable");
    expect(Date.now() - killedAt).toBeLessThan(15_000);
  });

  it("settles ended with unreachable when video stops but the connection stays open", async () => {
    const server = await startGstRtspServer({ width: 320, height: 240 });
    try {
      const stream = await openRtspStream(`${server.url}/main`, {});
      await collect(stream, 0);
      const frozenAt = Date.now();
      server.signal("SIGSTOP");
      expect((await stream.ended)?.failure).toBe("unreachable");
      expect(Date.now() - frozenAt).toBeGreaterThanOrEqual(9_000);
      expect(Date.now() - frozenAt).toBeLessThan(15_000);
    } finally {
      server.signal("SIGCONT");
      await server.stop("SIGKILL");
    }
  });
});
