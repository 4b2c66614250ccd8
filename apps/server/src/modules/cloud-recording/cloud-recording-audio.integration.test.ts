import type { Archive, CloudSegmentInfo, CloudToken, LoginResult } from "@vms/api-client";
import { channelHasAudio, generateFleet, SimulatedDevice } from "@vms/device-sim";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { probeStreams as probe } from "../../test-support/ffprobe-streams.js";
import { fragmentInfo, mp4Box } from "../../test-support/live-client.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { cloudAvi } from "../downloads/cloud-sources.js";
import type { DownloadRow } from "../downloads/download-repository.js";
import { openPlaybackClient, type PlaybackClient } from "../playback/playback-socket-client.test-support.js";
import type { RecordedFrame } from "./cloud-recording-port.js";
import { createStaticCloudDirectory } from "./demo-cloud-directory.js";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function collect(frames: AsyncIterable<RecordedFrame>): Promise<RecordedFrame[]> {
  const out: RecordedFrame[] = [];
  for await (const f of frames) out.push(f);
  return out;
}

// Issue 31 "Audio": a cloud recording keeps the channel's sound (AAC) in its segments; cloud
// playback and cloud downloads carry it. The simulator's channel 1 has a microphone, the others none.
describeOnEngines("cloud recording with sound", (engine) => {
  const directory = createStaticCloudDirectory([]);
  const server = useServer(engine, { cloudRecording: { directory, settings: { recorder: { stream: "sub", segmentMs: 2_000, pollMs: 200 } } } });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  const online = (c: { configured: boolean; status: number }) => c.configured && c.status === 1;
  const ipc = generateFleet({ count: 24, seed: `cloud-audio-${engine}` }).find((d) => d.channels.some((c) => c.chlIndex === 1 && online(c)) && d.channels.filter((c) => !channelHasAudio(c.chlIndex) && online(c)).length >= 2)!;
  // Channels without a microphone: one of them (a simulated camera may be lost meanwhile) must record.
  const quietOnes = ipc.channels.filter((c) => !channelHasAudio(c.chlIndex) && online(c)).slice(0, 3).map((c) => c.chlIndex);
  let silent = 0;
  const cloud = () => server().app.cloudRecording;
  const started = Date.now();
  let device: SimulatedDevice;
  let orgId = "";
  let admin: LoginResult;
  const clients: PlaybackClient[] = [];

  /** The bytes of the channel's first stored segments, through the Cloud token's object route. */
  async function segments(chlIndex: number): Promise<Array<{ info: CloudSegmentInfo; bytes: Uint8Array }>> {
    const answer = await api.call<CloudToken>("/cloud-storage/download-token/get", { sn: ipc.sn, chlIndex }, admin);
    expect(answer.code, answer.text).toBe(200);
    const auth = { authorization: `Bearer ${answer.data.storageToken.securityToken}` };
    const list = (await (await fetch(`${server().baseUrl}${answer.data.storageUrl}segments?from=${started}&to=${Date.now()}`, { headers: auth })).json()) as { segments: CloudSegmentInfo[] };
    return Promise.all(list.segments.slice(0, 2).map(async (info) => ({ info, bytes: new Uint8Array(await (await fetch(server().baseUrl + info.url, { headers: auth })).arrayBuffer()) })));
  }

  beforeAll(async () => {
    orgId = (await createTestOrg(server().app.vms.database.db, "Cloud Sound", [{ email: "admin@cloud-sound.test", role: "orgAdmin" }])).orgId;
    admin = (await signIn(api, "cloud-sound.test", ["admin"])).admin;
    const site = await steps.addSite(admin, "Recorded");
    device = new SimulatedDevice(ipc, { serverUrl: server().baseUrl });
    await device.start();
    await steps.ok("/device/bind", { sn: ipc.sn, securityCode: ipc.securityCode, siteId: site, name: ipc.name }, admin);
    directory.set([1, ...quietOnes].map((chlIndex) => ({ orgId, sn: ipc.sn, chlIndex, storageDays: 7 })));
    const segmentsOf = (chlIndex: number) => cloud().recorder.recorders().find((r) => r.channel.chlIndex === chlIndex)?.stats.segments ?? 0;
    for (const deadline = Date.now() + 30_000; segmentsOf(1) < 3 || silent === 0; await later(200)) {
      silent = quietOnes.find((chlIndex) => segmentsOf(chlIndex) >= 2) ?? 0;
      if (Date.now() > deadline) throw new Error(`no segments recorded: ${JSON.stringify(cloud().recorder.recorders().map((r) => [r.channel.chlIndex, r.stats]))}`);
    }
  }, 45_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await device?.stop();
  });

  it("a segment of the channel with sound holds an h264 and an aac stream; one without sound only h264", async () => {
    const [first] = await segments(1);
    expect(new TextDecoder().decode(mp4Box(first!.bytes, ["moov", "mvex"]).subarray(4, 8))).toBe("trex");
    const streams = probe(first!.bytes, "mp4");
    if (!streams) return console.warn("ffprobe not installed: the segments were checked by the reader only");
    const seconds = (first!.info.endMs - first!.info.startMs) / 1000;
    expect(streams.map((s) => [s.codec_type, s.codec_name])).toEqual([["video", "h264"], ["audio", "aac"]]);
    // 16 kHz AAC: 1024 samples (64 ms) a unit, over the segment's span.
    expect(Number(streams[1]!.nb_read_packets)).toBeGreaterThanOrEqual(Math.floor((seconds * 1000) / 64) - 3);
    const [plain] = await segments(silent);
    expect(probe(plain!.bytes, "mp4")!.map((s) => s.codec_name)).toEqual(["h264"]);
  });

  it("the reader gives the sound with the frames when asked, covering the video's span; never unasked", async () => {
    const [span] = await cloud().reader.spans(orgId, ipc.sn, 1, started, Date.now());
    const from = span!.startMs + 500;
    const to = Math.min(span!.endMs, from + 3_000);
    const all = await collect(cloud().reader.frames(orgId, ipc.sn, 1, from, to, { audio: true }));
    const video = all.filter((f) => f.audio !== true);
    const sound = all.filter((f) => f.audio === true);
    expect(video[0]).toMatchObject({ keyframe: true, sound: { codec: "mp4a.40.2", sampleRate: 16_000, channels: 1, config: "1408" } });
    for (let i = 1; i < all.length; i++) expect(all[i]!.wallMs).toBeGreaterThanOrEqual(all[i - 1]!.wallMs);
    // Within a GOP of the video's first and last frame, and one unit every 64 ms in between.
    expect(Math.abs(sound[0]!.wallMs - video[0]!.wallMs)).toBeLessThan(2_000);
    expect(Math.abs(sound.at(-1)!.wallMs - video.at(-1)!.wallMs)).toBeLessThan(2_000);
    expect(sound.length).toBeGreaterThanOrEqual(Math.floor((sound.at(-1)!.wallMs - sound[0]!.wallMs) / 64) - 2);
    for (let i = 1; i < sound.length; i++) expect(sound[i]!.wallMs - sound[i - 1]!.wallMs).toBeLessThan(200);
    const keys = await collect(cloud().reader.frames(orgId, ipc.sn, 1, from, to, { audio: true, keyframesOnly: true }));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((f) => f.keyframe && f.audio !== true && f.sound?.config === "1408")).toBe(true);
    const unasked = await collect(cloud().reader.frames(orgId, ipc.sn, 1, from, to));
    expect(unasked.some((f) => f.audio === true || f.sound !== undefined)).toBe(false);
    expect(unasked).toHaveLength(video.length);
    const quiet = await collect(cloud().reader.frames(orgId, ipc.sn, silent, from, to, { audio: true }));
    expect(quiet[0]).toMatchObject({ keyframe: true, sound: null });
    expect(quiet.some((f) => f.audio === true)).toBe(false);
  });

  it("cloud playback: the MSE answer names both codecs, the init has mp4a, and the sound's fragments follow the video's timeline", async () => {
    const [span] = await cloud().reader.spans(orgId, ipc.sn, 1, started, Date.now());
    const ticket = await api.call<{ path: string }>("/device/playback-token/get", { sn: ipc.sn, chlIndex: 1, startTime: Math.floor(span!.startMs / 1000), endTime: Math.ceil(span!.endMs / 1000) + 60, source: "cloud" }, admin);
    expect(ticket.code, ticket.text).toBe(200);
    const client = await openPlaybackClient(server().baseUrl, ticket.data.path);
    clients.push(client);
    client.send({ type: "mse", value: "avc1.42C01F,mp4a.40.2", position: span!.startMs, speed: 1 });
    const trackOf = (f: Uint8Array) => new DataView(mp4Box(f, ["moof", "traf", "tfhd"]).buffer, mp4Box(f, ["moof", "traf", "tfhd"]).byteOffset).getUint32(4);
    await client.waitFor(() => client.binaries.slice(1).filter((f) => trackOf(f) === 2).length >= 8, "8 sound fragments", 10_000);
    expect(client.texts[0]).toMatchObject({ type: "mse", value: expect.stringContaining("mp4a.40.2") });
    expect(new TextDecoder("latin1").decode(client.binaries[0]!)).toContain("mp4a");
    const fragments = client.binaries.slice(1);
    const sound = fragments.filter((f) => trackOf(f) === 2).map(fragmentInfo);
    expect(fragments.filter((f) => trackOf(f) === 1).length).toBeGreaterThan(5);
    expect(sound[0]!.decodeTime / 16_000).toBeLessThan(0.5);
    for (let i = 1; i < sound.length; i++) expect(sound[i]!.decodeTime - sound[i - 1]!.decodeTime).toBe(1024);
  });

  it("a cloud download (AVI) keeps the sound as its audio stream", async () => {
    const [span] = await cloud().reader.spans(orgId, ipc.sn, 1, started, Date.now());
    const row = { orgId, sn: ipc.sn, chlIndex: 1, startTime: Math.floor(span!.startMs / 1000), endTime: Math.floor(span!.endMs / 1000) } as DownloadRow;
    const file = await cloudAvi(row, cloud().reader, async () => true, new AbortController().signal);
    const streams = probe(file!, "avi");
    if (!streams) return;
    expect(streams.map((s) => [s.codec_type, s.codec_name])).toEqual([["video", "h264"], ["audio", "aac"]]);
    expect(Number(streams[1]!.nb_read_packets)).toBeGreaterThan(10);
  });

  it("an archive of the cloud recording keeps the sound in its MP4 and its AVI", async () => {
    const [span] = await cloud().reader.spans(orgId, ipc.sn, 1, started, Date.now());
    const startTime = Math.ceil(span!.startMs / 1000);
    const created = await steps.ok<Archive>("/archives/create", { sn: ipc.sn, chlIndex: 1, startTime, endTime: startTime + 4, title: "With sound", source: "cloud" }, admin);
    for (const deadline = Date.now() + 30_000; ; await later(200)) {
      const { list } = await steps.ok<{ list: Archive[] }>("/archives/list", { archiveTitle: "With sound" }, admin);
      if (list[0]?.status === "done") break;
      if (list[0]?.status === "failed" || Date.now() > deadline) throw new Error(`archive ${JSON.stringify(list[0])}`);
    }
    const { videoUrl } = await steps.ok<{ videoUrl: string }>("/archives/video/list", { archiveId: created.archiveId }, admin);
    const { aviUrl } = await steps.ok<{ aviUrl: string }>("/archives/download-token/get", { archiveId: created.archiveId }, admin);
    const mp4 = new Uint8Array(await (await fetch(`${server().baseUrl}${videoUrl}`)).arrayBuffer());
    const avi = new Uint8Array(await (await fetch(`${server().baseUrl}${aviUrl}`)).arrayBuffer());
    expect(new TextDecoder("latin1").decode(mp4.subarray(0, 2_000))).toContain("mp4a");
    for (const [bytes, ext] of [[mp4, "mp4"], [avi, "avi"]] as const) {
      const streams = probe(bytes, ext);
      if (!streams) return;
      expect(streams.map((s) => [s.codec_type, s.codec_name]), ext).toEqual([["video", "h264"], ["audio", "aac"]]);
      // About 4 s of 64 ms units.
      expect(Number(streams[1]!.nb_read_packets), ext).toBeGreaterThan(40);
    }
  });
});
