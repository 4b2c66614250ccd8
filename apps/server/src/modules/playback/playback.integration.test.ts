import { Code, type LoginResult } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { CHROMIUM_CODECS, fragmentInfo, mp4Box, mp4Boxes } from "../../test-support/live-client.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { steppedClock } from "../../test-support/stepped-clock.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { openPlaybackClient, type PlaybackClient } from "./playback-socket-client.test-support.js";

type Ticket = { ticket: string; expiresAt: number; path: string };
type Clock = { type: "clock"; wallMs: number; mediaTime: number };
type Held = { type: "paused" | "resumed"; wallMs: number };

// Issue 12 "Playback", spec §2 Playback, §7 playback / SetPlaybackSpeed / PlayBackStatus: a real
// simulated NVR streams its recording through the gateway; the server serves it on /ws-live.
describeOnEngines("playback of device recordings", (engine) => {
  const server = useServer(engine);
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  const nvr = generateFleet({ count: 12, seed: "playback" }).find((d) => d.storage.kind === "disks" && d.channels.length > 0)!;
  const clients: PlaybackClient[] = [];
  // The NVR paces playback by this clock: a test lets device time pass at once instead of sleeping.
  const deviceClock = steppedClock();
  let alpha: Record<"admin" | "live", LoginResult>;
  let beta: LoginResult;
  let piece = { startTime: 0, endTime: 0 };

  const ticket = (session: LoginResult, data: Record<string, unknown>) => api.call<Ticket>("/device/playback-token/get", { sn: nvr.sn, chlIndex: 1, ...piece, ...data }, session);
  /** A playback socket from `position`, its MSE request offering `offer` (Chromium's codecs unless said). */
  async function play(position: number, speed = 1, offer = CHROMIUM_CODECS): Promise<PlaybackClient> {
    const answer = await ticket(alpha.admin, {});
    expect(answer.code, answer.text).toBe(200);
    const client = await openPlaybackClient(server().baseUrl, answer.data.path);
    clients.push(client);
    client.send({ type: "mse", value: offer, position, speed });
    return client;
  }
  const clocks = (c: PlaybackClient) => c.texts.filter((t): t is Clock => t.type === "clock");
  /** tfhd's track id of a fragment: 1 video, 2 the sound (issue 31: channel 1 of a simulated device has a microphone). */
  const trackOf = (fragment: Uint8Array) => new DataView(mp4Box(fragment, ["moof", "traf", "tfhd"]).buffer, mp4Box(fragment, ["moof", "traf", "tfhd"]).byteOffset).getUint32(4);

  beforeAll(async () => {
    const simulated = new SimulatedDevice(nvr, { serverUrl: server().baseUrl, reconnect: { minMs: 300, maxMs: 400 }, playbackClock: deviceClock });
    const db = server().app.vms.database.db;
    const orgA = await createTestOrg(db, "Alpha Playback", [
      { email: "admin@pb-a.test", role: "orgAdmin" },
      { email: "live@pb-a.test", role: "liveOnlyViewer" },
    ]);
    await createTestOrg(db, "Beta Playback", [{ email: "admin@pb-b.test", role: "orgAdmin" }]);
    alpha = await signIn(api, "pb-a.test", ["admin", "live"]);
    beta = (await signIn(api, "pb-b.test", ["admin"])).admin;
    const siteId = await steps.addSite(alpha.admin, "Lobby");
    await simulated.start();
    devices.push(simulated);
    await steps.ok("/device/bind", { sn: nvr.sn, securityCode: nvr.securityCode, siteId, name: nvr.name }, alpha.admin);
    await steps.grant(alpha.admin, orgA.userIds["live@pb-a.test"]!, [{ siteId, role: "LIVE_ONLY_VIEWER" }]);
    const now = Math.floor(Date.now() / 1000);
    const { segments } = await steps.ok<{ segments: Array<{ startTime: number; endTime: number }> }>("/device/rec-log/list", { sn: nvr.sn, chlIndex: 1, startTime: now - 86_400, endTime: now - 3600 }, alpha.admin);
    // A stretch of at least 3 minutes (adjacent segments run on).
    const joined: Array<{ startTime: number; endTime: number }> = [];
    for (const s of segments) {
      const last = joined.at(-1);
      if (last && last.endTime === s.startTime) last.endTime = s.endTime;
      else joined.push({ ...s });
    }
    piece = joined.find((s) => s.endTime - s.startTime >= 180)!;
  }, 60_000);
  const devices: SimulatedDevice[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all(devices.map((d) => d.stop()));
  });

  it("tickets: SITE_VIEWER or more (live-only 5000), another organization 33001, cloud without a plan 7067, bad ranges refused", async () => {
    expect((await ticket(beta, {})).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect((await ticket(alpha.live, {})).code).toBe(Code.NO_PERMISSION);
    expect((await ticket(alpha.admin, { source: "cloud" })).code).toBe(Code.CLOUD_NOT_OPENED);
    expect((await ticket(alpha.admin, { endTime: piece.startTime })).code).not.toBe(200);
    expect((await ticket(alpha.admin, { startTime: piece.startTime - 32 * 86_400 })).code).not.toBe(200);
    expect((await ticket(alpha.admin, { chlIndex: 99 })).code).toBe(Code.NO_CHANNEL_PERMISSION);
  });

  // Issue 31 "thumbnails while scrubbing": the key frame the device holds at a moment, under the ticket's rules.
  it("scrub thumbnails: the device's key frame at a moment (SPS first, its codec); another organization 33001, live-only 5000, bad input refused", async () => {
    type Thumb = { wallMs: number; codec: string; data: string };
    const thumb = (session: LoginResult, data: Record<string, unknown>) => api.call<Thumb>("/device/playback-thumbnail/get", { sn: nvr.sn, chlIndex: 1, time: piece.startTime + 30, ...data }, session);
    const answer = await thumb(alpha.admin, {});
    expect(answer.code, answer.text).toBe(200);
    expect(answer.data.codec).toBe("avc1.42C01F");
    expect((piece.startTime + 30) * 1000 - answer.data.wallMs).toBeGreaterThanOrEqual(0);
    expect((piece.startTime + 30) * 1000 - answer.data.wallMs).toBeLessThan(2000);
    // Annex B: a start code, then the SPS (NAL type 7) the console's decoder configures from.
    const bytes = Buffer.from(answer.data.data, "base64");
    expect([...bytes.subarray(0, 5)]).toEqual([0, 0, 0, 1, 0x67]);
    expect(bytes.length).toBeGreaterThan(1_000);
    expect((await thumb(beta, {})).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect((await thumb(alpha.live, {})).code).toBe(Code.NO_PERMISSION);
    expect((await thumb(alpha.admin, { source: "cloud" })).code).toBe(Code.CLOUD_NOT_OPENED);
    expect((await thumb(alpha.admin, { chlIndex: 99 })).code).toBe(Code.NO_CHANNEL_PERMISSION);
    for (const bad of [{ time: -1 }, { time: "noon" }, { chlIndex: 1.5 }, { source: "usb" }, { sn: "" }]) {
      expect((await thumb(alpha.admin, bad)).code, JSON.stringify(bad)).toBe(Code.INVALID_DATA);
    }
  });

  it("plays from a position: MSE answer, init, `seeked` at the key frame of its GOP, then a clock before each fragment 40 ms apart", async () => {
    const position = (piece.startTime + 30) * 1000 + 900;
    const client = await play(position);
    await client.waitFor(() => clocks(client).length >= 20, "20 fragments");
    expect(client.texts[0]).toEqual({ type: "mse", value: 'video/mp4; codecs="avc1.42C01F,mp4a.40.2"' });
    const seeked = client.texts.find((t) => t.type === "seeked")!;
    expect(seeked).toMatchObject({ type: "seeked", mediaTime: 0, requested: position });
    expect(position - (seeked as { wallMs: number }).wallMs).toBeGreaterThanOrEqual(0);
    expect(position - (seeked as { wallMs: number }).wallMs).toBeLessThan(2000);
    const list = clocks(client);
    for (let i = 1; i < list.length; i++) {
      expect(list[i]!.wallMs - list[i - 1]!.wallMs).toBe(40);
      expect(list[i]!.mediaTime - list[i - 1]!.mediaTime).toBeCloseTo(0.04, 5);
    }
    // Binary: init, then video fragments whose decode time is the clock's media time, and the sound's
    // fragments (16 kHz samples) on the same timeline from the first frame on.
    const fragments = client.binaries.slice(1);
    const video = fragments.filter((f) => trackOf(f) === 1);
    expect(fragmentInfo(video[2]!).decodeTime / 90_000).toBeCloseTo(list[2]!.mediaTime, 5);
    const sound = fragments.filter((f) => trackOf(f) === 2).map(fragmentInfo);
    expect(sound.length).toBeGreaterThan(5);
    expect(sound[0]!.decodeTime / 16_000).toBeLessThan(0.08);
    for (let i = 1; i < sound.length; i++) expect(sound[i]!.decodeTime - sound[i - 1]!.decodeTime).toBe(1024);
  });

  it("issue 31: an offer without mp4a.40.2 (a browser without AAC) gets the video-only MIME type, init segment and fragments", async () => {
    const client = await play((piece.startTime + 30) * 1000, 1, "avc1.42C01F,avc1.640029");
    await client.waitFor(() => clocks(client).length >= 20, "20 fragments");
    expect(client.texts[0]).toEqual({ type: "mse", value: 'video/mp4; codecs="avc1.42C01F"' });
    expect(mp4Boxes(mp4Box(client.binaries[0]!, ["moov"])).filter((b) => b.type === "trak")).toHaveLength(1);
    expect(client.binaries.slice(1).every((f) => trackOf(f) === 1)).toBe(true);
  });

  it("seeks (the new position within one GOP of the target), 8× sends key frames only, pause stops and resume continues", async () => {
    const client = await play(piece.startTime * 1000);
    await client.waitFor(() => clocks(client).length >= 5, "first fragments");
    const target = (piece.startTime + 120) * 1000 + 300;
    client.send({ type: "seek", position: target });
    await client.waitFor(() => client.texts.filter((t) => t.type === "seeked").length >= 2, "the second seeked");
    const seeked = client.texts.filter((t) => t.type === "seeked")[1] as { wallMs: number; mediaTime: number };
    expect(target - seeked.wallMs).toBeGreaterThanOrEqual(0);
    expect(target - seeked.wallMs).toBeLessThan(2000);
    await client.waitFor(() => clocks(client).some((c) => c.wallMs > seeked.wallMs + 200), "frames after the seek");
    const after = clocks(client).filter((c) => c.mediaTime >= seeked.mediaTime);
    expect(after[0]!.wallMs).toBe(seeked.wallMs);
    const mark0 = clocks(client).length;
    client.send({ type: "speed", value: 8 });
    // Frames already on their way at 1× arrive first (more of them on a loaded machine). Four key
    // frames in a row cannot happen at 1× (one a GOP of 50), so they show 8× has begun; every later
    // fragment is a key frame too.
    const keyFrame = (c: { wallMs: number }) => c.wallMs % 2000 === 0;
    await client.waitFor(() => clocks(client).length > mark0 + 4 && clocks(client).slice(-4).every(keyFrame), "8× key frames");
    const mark = clocks(client).length;
    await client.waitFor(() => clocks(client).length >= mark + 3, "more 8× fragments");
    expect(clocks(client).slice(mark).every(keyFrame)).toBe(true);
    // Pause and resume are answered in order with the fragments (docs/media.md "Playback"): every
    // fragment before `paused` was sent before the pause took hold, and `resumed` precedes the next.
    const at = (type: Held["type"]) => client.texts.findIndex((t) => t.type === type);
    client.send({ type: "pause" });
    await client.waitFor(() => at("paused") >= 0, "paused");
    // A minute passes on the device while it is paused: whatever pacing it still had due runs now.
    deviceClock.advance(60_000);
    client.send({ type: "resume" });
    await client.waitFor(() => at("resumed") >= 0 && client.texts.slice(at("resumed")).some((t) => t.type === "clock"), "a fragment after resumed");
    const paused = client.texts[at("paused")] as Held;
    const resumed = client.texts[at("resumed")] as Held;
    const isClock = (t: { type: string }): t is Clock => t.type === "clock";
    // Held at the key frame after the last one sent (nothing skipped), nothing sent while paused,
    // and resume goes on from exactly there.
    expect(paused.wallMs).toBe(client.texts.slice(0, at("paused")).filter(isClock).at(-1)!.wallMs + 2000);
    expect(client.texts.slice(at("paused") + 1, at("resumed"))).toEqual([]);
    expect(resumed.wallMs).toBe(paused.wallMs);
    expect(client.texts.slice(at("resumed")).find(isClock)!.wallMs).toBe(paused.wallMs);
  });

  it("the end of the range says `ended` 7066 (translated) and keeps the socket for a seek back", async () => {
    const client = await play((piece.endTime - 4) * 1000, 16);
    await client.waitFor(() => client.texts.some((t) => t.type === "ended"), "ended");
    expect(client.texts.find((t) => t.type === "ended")).toMatchObject({ code: Code.PLAYBACK_END, value: expect.any(String) });
    const before = clocks(client).length;
    client.send({ type: "seek", position: piece.startTime * 1000 });
    await client.waitFor(() => clocks(client).length > before + 3, "frames after a seek back");
  });
});
