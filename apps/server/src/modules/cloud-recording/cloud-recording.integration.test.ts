import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Code, type CloudSegmentInfo, type CloudToken, type LoginResult } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { NAL_TYPE } from "@vms/media";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { openLiveClient, type LiveClient } from "../../test-support/live-client.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import type { RecordedFrame } from "./cloud-recording-port.js";
import { createStaticCloudDirectory } from "./demo-cloud-directory.js";

/** ffprobe's frame count and codec of an fMP4 file, or null when ffprobe is not installed. */
function ffprobe(bytes: Uint8Array): { codec: string; frames: number } | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vms-cloud-probe-"));
  try {
    const file = path.join(dir, "segment.mp4");
    writeFileSync(file, bytes);
    const out = execFileSync("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=codec_name,nb_read_frames", "-of", "json", file], { encoding: "utf8" });
    const stream = (JSON.parse(out) as { streams: Array<{ codec_name: string; nb_read_frames: string }> }).streams[0]!;
    return { codec: stream.codec_name, frames: Number(stream.nb_read_frames) };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DAY = 86_400_000;

async function collect(frames: AsyncIterable<RecordedFrame>): Promise<RecordedFrame[]> {
  const out: RecordedFrame[] = [];
  for await (const f of frames) out.push(f);
  return out;
}

// Issue 12 "In the cloud": the server records a channel with a plan from the live relay into
// GOP-fragmented fMP4 segments with a key-frame index; retention follows the plan's days.
describeOnEngines("cloud recording", (engine) => {
  let skew = 0;
  const directory = createStaticCloudDirectory([]);
  const server = useServer(engine, {
    clock: () => Date.now() + skew,
    cloudRecording: { directory, settings: { recorder: { stream: "sub", segmentMs: 2_000, pollMs: 200 } } },
  });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  const [ipc] = generateFleet({ count: 4, seed: `cloud-rec-${engine}` }).filter((d) => d.channels.some((c) => c.configured && c.status === 1));
  const chlIndex = ipc!.channels.find((c) => c.configured && c.status === 1)!.chlIndex;
  let device: SimulatedDevice;
  let orgId = "";
  let otherOrgId = "";
  let admin: LoginResult;
  let otherAdmin: LoginResult;
  let client: LiveClient | null = null;
  const cloud = () => server().app.cloudRecording;
  const started = Date.now();

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    orgId = (await createTestOrg(db, "Cloud A", [{ email: "admin@cloud-a.test", role: "orgAdmin" }])).orgId;
    otherOrgId = (await createTestOrg(db, "Cloud B", [{ email: "admin@cloud-b.test", role: "orgAdmin" }])).orgId;
    admin = (await signIn(api, "cloud-a.test", ["admin"])).admin;
    otherAdmin = (await signIn(api, "cloud-b.test", ["admin"])).admin;
    const site = await steps.addSite(admin, "Recorded");
    device = new SimulatedDevice(ipc!, { serverUrl: server().baseUrl });
    await device.start();
    await steps.ok("/device/bind", { sn: ipc!.sn, securityCode: ipc!.securityCode, siteId: site, name: ipc!.name }, admin);
    directory.set([{ orgId, sn: ipc!.sn, chlIndex, storageDays: 7 }]);
    for (const deadline = Date.now() + 20_000; (await cloud().reader.spans(orgId, ipc!.sn, chlIndex, started, Date.now() + 60_000)).length === 0 || cloud().recorder.recorders()[0]!.stats.segments < 3; await later(200)) {
      if (Date.now() > deadline) throw new Error("no segments recorded");
    }
  }, 30_000);
  afterAll(async () => {
    await client?.close();
    await device?.stop();
  });

  it("records continuous spans with per-day listing, scoped by organization", async () => {
    const spans = await cloud().reader.spans(orgId, ipc!.sn, chlIndex, started, Date.now() + 60_000);
    expect(spans).toHaveLength(1);
    expect(spans[0]!.endMs - spans[0]!.startMs).toBeGreaterThanOrEqual(4_000);
    const today = new Date(spans[0]!.startMs).toISOString().slice(0, 10);
    expect(await cloud().reader.existDays(orgId, ipc!.sn, chlIndex, started - DAY, Date.now() + DAY)).toContain(today);
    expect(await cloud().reader.spans(otherOrgId, ipc!.sn, chlIndex, started, Date.now() + 60_000)).toEqual([]);
    expect(await cloud().reader.existDays(otherOrgId, ipc!.sn, chlIndex, started - DAY, Date.now() + DAY)).toEqual([]);
    expect(await cloud().usedBytes(orgId, ipc!.sn, chlIndex)).toBeGreaterThan(10_000);
    expect(await cloud().usedBytes(otherOrgId, ipc!.sn, chlIndex)).toBe(0);
  });

  it("reads frames from the key frame at or before the start, with SPS/PPS on key frames", async () => {
    const [span] = await cloud().reader.spans(orgId, ipc!.sn, chlIndex, started, Date.now() + 60_000);
    const from = span!.startMs + 2_500;
    const frames = await collect(cloud().reader.frames(orgId, ipc!.sn, chlIndex, from, from + 1_000));
    expect(frames[0]!.keyframe).toBe(true);
    expect(frames[0]!.wallMs).toBeLessThanOrEqual(from);
    expect(from - frames[0]!.wallMs).toBeLessThan(2_100); // within one GOP
    expect([...frames[0]!.accessUnit.subarray(0, 5)]).toEqual([0, 0, 0, 1, 0x67]);
    expect(frames[0]!.accessUnit[4]! & 0x1f).toBe(NAL_TYPE.SPS);
    for (let i = 1; i < frames.length; i++) expect(frames[i]!.wallMs).toBeGreaterThan(frames[i - 1]!.wallMs);
    expect(frames.at(-1)!.wallMs).toBeLessThan(from + 1_000);
    // 25 fps: from the key frame to the end of the range.
    expect(frames.length).toBeGreaterThanOrEqual(Math.floor((from + 1_000 - frames[0]!.wallMs) / 40) - 2);
    const keys = await collect(cloud().reader.frames(orgId, ipc!.sn, chlIndex, span!.startMs, span!.endMs, { keyframesOnly: true }));
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys.every((f) => f.keyframe)).toBe(true);
    expect(await collect(cloud().reader.frames(otherOrgId, ipc!.sn, chlIndex, span!.startMs, span!.endMs))).toEqual([]);
  });

  it("shares the device stream with a live viewer of the same channel stream", async () => {
    const answer = await api.call<{ path: string }>("/device/access-token/get", { sn: ipc!.sn, chlIndex, stream: "sub" }, admin);
    expect(answer.code, answer.text).toBe(200);
    client = await openLiveClient(server().baseUrl, answer.data.path);
    client.requestMse();
    for (const deadline = Date.now() + 5_000; server().app.vms.live.stats().viewers < 2; await later(50)) if (Date.now() > deadline) throw new Error("viewer did not join");
    expect(server().app.vms.live.stats().streams).toBe(1);
  });

  it("/cloud-storage/video/exist-day/list: days of the caller's organization's channel, 31 days at most (spec §7, §9)", async () => {
    const now = Math.floor(Date.now() / 1000);
    const today = new Date().toISOString().slice(0, 10);
    const ok = await api.call<{ days: string[] }>("/cloud-storage/video/exist-day/list", { sn: ipc!.sn, chlIndex, startTime: now - 86_400, endTime: now + 86_400 }, admin);
    expect(ok.code, ok.text).toBe(200);
    expect(ok.data.days).toContain(today);
    const zoned = await api.call<{ days: string[] }>("/cloud-storage/video/exist-day/list", { sn: ipc!.sn, chlIndex, startTime: now - 86_400, endTime: now + 86_400, timeZone: "Pacific/Kiritimati" }, admin);
    expect(zoned.data.days).toContain(new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(Date.now())); // UTC+14
    expect((await api.call("/cloud-storage/video/exist-day/list", { sn: ipc!.sn, chlIndex, startTime: now - 32 * 86_400, endTime: now }, admin)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/cloud-storage/video/exist-day/list", { sn: ipc!.sn, chlIndex, startTime: now - 86_400, endTime: now, timeZone: "Mars/Olympus" }, admin)).code).toBe(Code.INVALID_DATA);
    // IDOR: another organization's admin learns nothing about this device.
    const other = await api.call<{ days: string[] }>("/cloud-storage/video/exist-day/list", { sn: ipc!.sn, chlIndex, startTime: now - 86_400, endTime: now + 86_400 }, otherAdmin);
    expect(other.code).toBe(Code.NO_DEVICE_PERMISSION);
    expect(other.data).toBeFalsy();
  });

  it("/cloud-storage/download-token/get: a Cloud token (spec §3) that reads this channel's segments with HTTP Range, and nothing else", async () => {
    const answer = await api.call<CloudToken>("/cloud-storage/download-token/get", { sn: ipc!.sn, chlIndex }, admin);
    expect(answer.code, answer.text).toBe(200);
    const token = answer.data;
    expect(token).toMatchObject({ sn: ipc!.sn, chlIndex, ossType: "vms", resourceType: "video", storageToken: { secret: "", durationSeconds: 3_600, protocol: "http" } });
    const base = server().baseUrl + token.storageUrl;
    const auth = { authorization: `Bearer ${token.storageToken.securityToken}` };
    const list = await fetch(`${base}segments?from=${started}&to=${Date.now()}`, { headers: auth });
    expect(list.status).toBe(200);
    const { segments } = (await list.json()) as { segments: CloudSegmentInfo[] };
    expect(segments.length).toBeGreaterThanOrEqual(2);
    const segment = segments[0]!;
    const whole = await fetch(server().baseUrl + segment.url, { headers: auth });
    expect(whole.status).toBe(200);
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(bytes.length).toBe(segment.bytes);
    expect(new TextDecoder().decode(bytes.subarray(4, 8))).toBe("ftyp");
    // Each segment plays on its own: ffprobe reads every frame of the GOP-fragmented fMP4.
    const probe = ffprobe(bytes);
    if (probe) expect(probe).toEqual({ codec: "h264", frames: Math.round((segment.endMs - segment.startMs) / 40) });
    else console.warn("ffprobe not installed: the segment was checked by its boxes only");
    const gop = segment.keyframes[0]![1];
    const ranged = await fetch(`${server().baseUrl}${segment.url}?token=${token.storageToken.securityToken}`, { headers: { range: `bytes=${gop}-` } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes ${gop}-${segment.bytes - 1}/${segment.bytes}`);
    expect(new TextDecoder().decode(new Uint8Array(await ranged.arrayBuffer()).subarray(4, 8))).toBe("moof");
    // Scope: another channel, a wrong secret or none is refused alike.
    expect((await fetch(`${server().baseUrl}/cloud-storage/objects/${ipc!.sn}/${chlIndex + 1}/segments`, { headers: auth })).status).toBe(403);
    expect((await fetch(`${base}segments`, { headers: { authorization: "Bearer nope" } })).status).toBe(403);
    expect((await fetch(`${base}segments`)).status).toBe(403);
    expect((await fetch(`${server().baseUrl}${segment.url}`)).status).toBe(403);
    // Another organization cannot get a token for this channel; a channel without a plan has none either.
    expect((await api.call("/cloud-storage/download-token/get", { sn: ipc!.sn, chlIndex }, otherAdmin)).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect((await api.call("/cloud-storage/download-token/get", { sn: ipc!.sn, chlIndex: chlIndex + 1 }, admin)).code).toBe(Code.CLOUD_NOT_OPENED);
    // Expiry: an hour later the same token reads nothing.
    skew += 3_601_000;
    expect((await fetch(`${base}segments?from=${started}&to=${Date.now() + skew}`, { headers: auth })).status).toBe(403);
    expect((await fetch(server().baseUrl + segment.url, { headers: auth })).status).toBe(403);
  });

  it("retention deletes segments older than the plan's storage days (moved clock)", async () => {
    const before = await cloud().usedBytes(orgId, ipc!.sn, chlIndex);
    expect((await cloud().runRetention()).segments).toBe(0);
    expect(await cloud().usedBytes(orgId, ipc!.sn, chlIndex)).toBeGreaterThanOrEqual(before);
    directory.set([]); // stop recording, keep nothing new
    for (const deadline = Date.now() + 5_000; cloud().recorder.recorders().length > 0; await later(50)) if (Date.now() > deadline) throw new Error("recorder did not stop");
    directory.set([{ orgId, sn: ipc!.sn, chlIndex, storageDays: 7 }]);
    await cloud().recorder.stop();
    skew = 8 * DAY;
    // The scheduled job on the PostgreSQL queue (decision 0007) does the same pass.
    expect(await cloud().enqueueRetention()).toBeTruthy();
    for (const deadline = Date.now() + 10_000; (await cloud().usedBytes(orgId, ipc!.sn, chlIndex)) > 0; await later(100)) if (Date.now() > deadline) throw new Error("retention job did not run");
    expect((await cloud().runRetention()).segments).toBe(0);
    expect(await cloud().reader.spans(orgId, ipc!.sn, chlIndex, 0, Date.now() + 10 * DAY)).toEqual([]);
  });
});
