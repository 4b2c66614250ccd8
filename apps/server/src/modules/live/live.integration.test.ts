import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Code, type LoginResult } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { fragmentInfo, mp4Boxes, openLiveClient, type LiveClient } from "../../test-support/live-client.js";
import { buyTestLicence } from "../../test-support/licences.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { useServer } from "../../test-support/test-server.js";
import { TIMESCALE } from "./relay-stream.js";

/** ffprobe's view of a file, or null when ffprobe is not installed. */
function ffprobe(file: string): Record<string, unknown> | null {
  try {
    const out = execFileSync("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=codec_name,profile,width,height,nb_read_frames", "-of", "json", file], { encoding: "utf8" });
    return (JSON.parse(out) as { streams: Array<Record<string, unknown>> }).streams[0] ?? {};
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Ticket = { ticket: string; expiresAt: number; path: string };

// Issue 11 "Relay": real @vms/device-sim devices stream the committed H.264 clips over the gateway;
// the server relays them as fMP4 on /ws-live with go2rtc's MSE handshake.
describe("live video relay [PGlite]", () => {
  let skew = 0;
  const server = useServer("pglite", { clock: () => Date.now() + skew, liveLimits: { pingIntervalMs: 300, handshakeTimeoutMs: 1_000 } }, { maxLiveStreamsPerOrg: 3 });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  // A fixed IPC, a PTZ IPC and a 16-channel NVR whose channels 2-5 are online (1 is closed).
  const [fixed, ptz, nvr] = generateFleet({ count: 3, seed: "live-relay" }) as [ReturnType<typeof generateFleet>[0] & object, ReturnType<typeof generateFleet>[0] & object, ReturnType<typeof generateFleet>[0] & object];
  const devices = new Map<string, SimulatedDevice>();
  const clients: LiveClient[] = [];
  let alpha: Record<"admin" | "viewer", LoginResult>;
  let beta: LoginResult;

  const ticket = (session: LoginResult, sn: string, chlIndex: number, stream: "main" | "sub" = "sub") => api.call<Ticket>("/device/access-token/get", { sn, chlIndex, stream }, session);
  async function watch(session: LoginResult, sn: string, chlIndex: number, stream: "main" | "sub" = "sub", options: { autoPong?: boolean } = {}): Promise<LiveClient> {
    const answer = await ticket(session, sn, chlIndex, stream);
    expect(answer.code, answer.text).toBe(200);
    const client = await openLiveClient(server().baseUrl, answer.data.path, options);
    clients.push(client);
    client.requestMse();
    return client;
  }
  const hub = () => server().app.vms.live;
  const nvrDevice = () => devices.get(nvr.sn)!;
  async function waitFor(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
    for (const deadline = Date.now() + timeoutMs; !check(); await later(20)) if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
  }

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    const orgA = await createTestOrg(db, "Alpha Live", [
      { email: "admin@live-a.test", role: "orgAdmin" },
      { email: "viewer@live-a.test", role: "liveOnlyViewer" },
    ]);
    await createTestOrg(db, "Beta Live", [{ email: "admin@live-b.test", role: "orgAdmin" }]);
    alpha = await signIn(api, "live-a.test", ["admin", "viewer"]);
    // More cameras than the free channels are watched (issue 27): the organization buys a licence.
    await buyTestLicence(api, server().app, alpha.admin);
    beta = (await signIn(api, "live-b.test", ["admin"])).admin;
    const granted = await steps.addSite(alpha.admin, "Granted");
    const other = await steps.addSite(alpha.admin, "Not granted");
    for (const [descriptor, siteId] of [[nvr, granted], [fixed, granted], [ptz, other]] as const) {
      const device = new SimulatedDevice(descriptor, { serverUrl: server().baseUrl, reconnect: { minMs: 300, maxMs: 400 } });
      devices.set(descriptor.sn, device);
      await device.start();
      await steps.ok("/device/bind", { sn: descriptor.sn, securityCode: descriptor.securityCode, siteId, name: descriptor.name }, alpha.admin);
    }
    await steps.grant(alpha.admin, orgA.userIds["viewer@live-a.test"]!, [{ siteId: granted, role: "LIVE_ONLY_VIEWER" }]);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all([...devices.values()].map((d) => d.stop()));
  });

  it("§7 /device/redirect/get: this instance serves a device it holds (wsBase empty)", async () => {
    expect(await steps.ok("/device/redirect/get", { sn: nvr.sn }, alpha.viewer)).toEqual({ sn: nvr.sn, instanceId: "test-instance", wsBase: "" });
  });

  it("§1 live video: a granted viewer gets the MSE answer, an init segment, then per-frame fragments from decode time 0", async () => {
    const client = await watch(alpha.viewer, nvr.sn, 2);
    const [init, ...fragments] = await client.waitForBinaries(30);
    expect(client.texts[0]).toEqual({ type: "mse", value: expect.stringMatching(/^video\/mp4; codecs="avc1\.[0-9A-F]{6}"$/) });
    expect(mp4Boxes(init!).map((b) => b.type)).toEqual(["ftyp", "moov"]);
    const infos = fragments.map(fragmentInfo);
    expect(infos[0]).toMatchObject({ sequence: 1, decodeTime: 0, keyframe: true });
    expect(infos.map((f) => f.sequence)).toEqual(infos.map((_, i) => i + 1));
    for (let i = 1; i < infos.length; i++) expect(infos[i]!.decodeTime).toBeGreaterThan(infos[i - 1]!.decodeTime);
    // 25 fps clips: 40 ms = 3600 ticks per frame.
    expect(infos[5]!.decodeTime).toBe(5 * 0.04 * TIMESCALE);
    expect(infos.every((f) => f.sampleSize > 0 && f.duration > 0)).toBe(true);
    await client.close();
  });

  it("ffprobe decodes a captured stream: H.264 at the sub stream's size, every relayed frame", async () => {
    const client = await watch(alpha.viewer, nvr.sn, 5, "sub");
    const bytes = await client.waitForBinaries(76);
    await client.close();
    const dir = mkdtempSync(path.join(os.tmpdir(), "vms-live-"));
    try {
      const file = path.join(dir, "capture.mp4");
      writeFileSync(file, Buffer.concat(bytes));
      const probe = ffprobe(file);
      if (!probe) return void console.warn("ffprobe not installed: skipping the fMP4 check (apt-get install ffmpeg)");
      expect(probe).toMatchObject({ codec_name: "h264", width: 640, height: 360, nb_read_frames: "75" });
      // A clean decode: ffmpeg reports no error for any frame.
      expect(spawnSync("ffmpeg", ["-v", "error", "-i", file, "-f", "null", "-"], { encoding: "utf8" }).stderr).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("issue 31 audio: a camera with a microphone (channel 1) streams H.264 + AAC that ffprobe reads and decodes clean", async () => {
    const client = await watch(alpha.viewer, fixed.sn, 1, "sub");
    const bytes = await client.waitForBinaries(120);
    await client.close();
    expect(client.texts[0]).toEqual({ type: "mse", value: expect.stringMatching(/^video\/mp4; codecs="avc1\.[0-9A-F]{6},mp4a\.40\.2"$/) });
    const dir = mkdtempSync(path.join(os.tmpdir(), "vms-live-audio-"));
    try {
      const file = path.join(dir, "capture.mp4");
      writeFileSync(file, Buffer.concat(bytes));
      let out: string;
      try {
        out = execFileSync("ffprobe", ["-v", "error", "-count_frames", "-show_entries", "stream=codec_type,codec_name,sample_rate,channels,nb_read_frames", "-of", "json", file], { encoding: "utf8" });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return void console.warn("ffprobe not installed: skipping the audio check");
        throw err;
      }
      const streams = (JSON.parse(out) as { streams: Array<Record<string, unknown>> }).streams;
      expect(streams.map((st) => [st.codec_type, st.codec_name])).toEqual([["video", "h264"], ["audio", "aac"]]);
      expect(streams[1]).toMatchObject({ sample_rate: "16000", channels: 1 });
      expect(Number(streams[1]!.nb_read_frames)).toBeGreaterThan(10);
      expect(spawnSync("ffmpeg", ["-v", "error", "-i", file, "-f", "null", "-"], { encoding: "utf8" }).stderr).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("§1 fan-out: two viewers share one device stream; the second starts at once on an IDR at decode time 0", async () => {
    const before = nvrDevice().video.started;
    const first = await watch(alpha.viewer, nvr.sn, 3);
    await first.waitForBinaries(20);
    const second = await watch(alpha.admin, nvr.sn, 3);
    const [, head] = await second.waitForBinaries(2, 1_000);
    expect(fragmentInfo(head!)).toMatchObject({ sequence: 1, decodeTime: 0, keyframe: true });
    expect(nvrDevice().video.started).toBe(before + 1);
    expect(hub().stats()).toMatchObject({ streams: 1, viewers: 2 });

    // Issue 11 "Stopping": the device stops sending once the last viewer left.
    await first.close();
    await later(200);
    expect(nvrDevice().video.active).toBe(1);
    await second.close();
    await waitFor(() => nvrDevice().video.active === 0, "the device stream to stop");
    const sent = nvrDevice().video.framesSent;
    await later(300);
    expect(nvrDevice().video.framesSent).toBe(sent);
    expect(hub().stats()).toEqual({ streams: 0, viewers: 0 });
  });

  it("issue 11 \"Stopping\": a viewer whose socket dies (no pongs) is cut and its stream stops within seconds", async () => {
    const dead = await watch(alpha.viewer, nvr.sn, 4, "sub", { autoPong: false });
    await dead.waitForBinaries(5);
    expect(nvrDevice().video.active).toBe(1);
    await waitFor(() => nvrDevice().video.active === 0, "the dead viewer's stream to stop", 3_000);
    expect(hub().stats().streams).toBe(0);
  });

  it("§8 33001 IDOR: another organization and an ungranted site are refused for both calls", async () => {
    for (const [session, sn] of [[beta, nvr.sn], [alpha.viewer, ptz.sn], [alpha.viewer, "NO-SUCH-SN"]] as const) {
      expect((await api.call("/device/redirect/get", { sn }, session)).code).toBe(Code.NO_DEVICE_PERMISSION);
      expect((await ticket(session, sn, 1)).code).toBe(Code.NO_DEVICE_PERMISSION);
    }
    // The organization's administrator sees every site.
    expect((await ticket(alpha.admin, ptz.sn, 1)).code).toBe(200);
  });

  it("§8: a closed channel answers 7071, a channel the device does not have 33002", async () => {
    expect((await ticket(alpha.viewer, nvr.sn, 1)).code).toBe(Code.CHANNEL_UNAVAILABLE);
    expect((await ticket(alpha.viewer, nvr.sn, 99)).code).toBe(Code.NO_CHANNEL_PERMISSION);
  });

  it("tickets: a used, unknown or expired ticket gets the 7072 error frame, then the close", async () => {
    const { data } = await ticket(alpha.viewer, nvr.sn, 2);
    const first = await openLiveClient(server().baseUrl, data.path);
    clients.push(first);
    const again = await openLiveClient(server().baseUrl, data.path);
    expect(await again.firstText()).toMatchObject({ type: "error", code: Code.LIVE_TICKET_INVALID, value: expect.stringContaining("expired") });
    expect((await again.closed).code).toBe(1000);
    const unknown = await openLiveClient(server().baseUrl, "/ws-live?ticket=forged&lang=zh-CN");
    expect(await unknown.firstText()).toMatchObject({ type: "error", code: Code.LIVE_TICKET_INVALID, value: expect.stringMatching(/[\u4e00-\u9fff]/) });
    const stale = await ticket(alpha.viewer, nvr.sn, 2);
    skew += 31_000;
    try {
      const late = await openLiveClient(server().baseUrl, stale.data.path);
      expect(await late.firstText()).toMatchObject({ type: "error", code: Code.LIVE_TICKET_INVALID });
    } finally {
      skew -= 31_000;
    }
    await first.close();
  });

  it("a client that never sends the mse request gets 1000 and the close; its stream stops", async () => {
    const { data } = await ticket(alpha.viewer, nvr.sn, 2);
    const silent = await openLiveClient(server().baseUrl, data.path);
    expect(await silent.firstText(3_000)).toMatchObject({ type: "error", code: Code.MALFORMED });
    expect(silent.binaries).toHaveLength(0);
    await silent.closed;
    await waitFor(() => hub().stats().streams === 0, "the stream to stop");
  });

  it("§8 7070: the organization's fourth concurrent device stream is refused; joining a running one is not", async () => {
    const watching = [await watch(alpha.viewer, nvr.sn, 2), await watch(alpha.viewer, nvr.sn, 3), await watch(alpha.viewer, nvr.sn, 4)];
    await Promise.all(watching.map((c) => c.waitForBinaries(2)));
    expect((await ticket(alpha.viewer, nvr.sn, 5)).code).toBe(Code.LIVE_STREAM_LIMIT);
    expect((await ticket(alpha.admin, nvr.sn, 2)).code).toBe(200);
    await Promise.all(watching.map((c) => c.close()));
    await waitFor(() => hub().stats().streams === 0, "the streams to stop");
    expect((await ticket(alpha.viewer, nvr.sn, 5)).code).toBe(200);
  });

  it("§8 7071: closing a watched channel ends its stream; the viewers get the 7071 error frame", async () => {
    const client = await watch(alpha.viewer, nvr.sn, 5);
    await client.waitForBinaries(3);
    await steps.ok("/channel/close", { sn: nvr.sn, chlIndex: 5 }, alpha.admin);
    try {
      await waitFor(() => client.texts.some((t) => t.type === "error"), "the error frame");
      expect(client.texts.at(-1)).toMatchObject({ type: "error", code: Code.CHANNEL_UNAVAILABLE });
      expect(nvrDevice().video.active).toBe(0);
      expect(hub().stats().streams).toBe(0);
      expect((await ticket(alpha.viewer, nvr.sn, 5)).code).toBe(Code.CHANNEL_UNAVAILABLE);
    } finally {
      await steps.ok("/channel/open", { sn: nvr.sn, chlIndex: 5 }, alpha.admin);
    }
  });

  it("§8 7062: an offline device is refused; a device that drops mid-stream sends its viewers the 7062 error frame", async () => {
    const camera = devices.get(fixed.sn)!;
    const client = await watch(alpha.viewer, fixed.sn, 1, "main");
    await client.waitForBinaries(3);
    camera.drop();
    await waitFor(() => client.texts.some((t) => t.type === "error"), "the error frame");
    expect(client.texts.at(-1)).toMatchObject({ type: "error", code: Code.DEVICE_OFFLINE });
    expect((await client.closed).code).toBe(1000);
    await camera.stop();
    await server().app.vms.gateway.idle();
    expect((await ticket(alpha.viewer, fixed.sn, 1)).code).toBe(Code.DEVICE_OFFLINE);
    expect((await api.call("/device/redirect/get", { sn: fixed.sn }, alpha.viewer)).code).toBe(Code.DEVICE_OFFLINE);
  });
});
