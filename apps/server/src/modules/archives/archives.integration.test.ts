import { createHash, createPublicKey, verify } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Code, type Archive, type ArchiveKeys, type LoginResult } from "@vms/api-client";
import { generateFleet, recordingSegments, SimulatedDevice } from "@vms/device-sim";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { createTestDatabase } from "../../test-support/postgres.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { buildTestApp, describeOnEngines, testConfig } from "../../test-support/test-server.js";
import type { OpLogEntry } from "../op-logs/op-log-port.js";
import { ARCHIVE_END_SETTLE_MS } from "./archive-service.js";
import { createArchiveSigning } from "./archive-signing.js";
import { createFakeCloudReader } from "./fake-cloud-reader.test-support.js";

const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

// Issue 16: archives and sharing (spec §1, §2, §3 "Archive", §5 title and download right 5002,
// §7 Archives, §8 31100-31114, §9 page size 20 and share validity).
describeOnEngines("archives and share links", (engine) => {
  const fleet = generateFleet({ count: 12, seed: `archives-${engine}` }).filter((d) => d.storage.kind !== "none" && d.channels.length > 0);
  const [cam, hidden] = fleet as [(typeof fleet)[0], (typeof fleet)[0]];
  let [tempDir, port, clockOffset] = ["", 0, 0];
  let app: FastifyInstance;
  const baseUrl = () => `http://127.0.0.1:${port}`;
  const api = testApi(baseUrl);
  const steps = siteSteps(api);
  const { ok } = steps;
  const devices: SimulatedDevice[] = [];
  const cloud = createFakeCloudReader(new Map());
  const opLogs: OpLogEntry[] = [];
  let alpha: Record<"admin" | "viewer", LoginResult>;
  let beta: LoginResult;
  let orgA = { orgId: "", userIds: {} as Record<string, string | undefined> };
  let segmentStart = 0;
  let databaseUrl: string | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;

  const list = (session: LoginResult, extra: object = {}) => ok<{ total: number; list: Archive[] }>("/archives/list", extra, session);
  const archiveOf = async (id: string) => (await list(alpha.admin)).list.find((a) => a.archiveId === id);
  const until = (id: string, status: string): Promise<Archive> =>
    vi.waitFor(async () => {
      const a = await archiveOf(id);
      if (a?.status !== status) throw new Error(`archive ${id} is ${JSON.stringify(a)}`);
      return a;
    }, { timeout: 60_000, interval: 200 });
  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${url}`, { headers });
  const bytes = async (url: string) => new Uint8Array(await (await get(url)).arrayBuffer());

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), "vms-archives-test-"));
    if (engine === "postgres") ({ url: databaseUrl, drop: dropDatabase } = await createTestDatabase());
    app = await buildTestApp(testConfig({ dataDir: path.join(tempDir, "data"), databaseUrl, port: 0 }), {
      clock: () => Date.now() + clockOffset,
      archives: { cloud: cloud.reader, opLog: (e) => opLogs.push(e), shareLimits: { perIpPerMinute: 60 } },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as { port: number }).port;
    const db = app.vms.database.db;
    orgA = await createTestOrg(db, "Alpha Archives", [
      { email: "admin@ar-a.test", role: "orgAdmin" },
      { email: "viewer@ar-a.test", role: "ordinaryUser" },
    ]);
    await createTestOrg(db, "Beta Archives", [{ email: "admin@ar-b.test", role: "orgAdmin" }]);
    alpha = await signIn(api, "ar-a.test", ["admin", "viewer"]);
    beta = (await signIn(api, "ar-b.test", ["admin"])).admin;
    const lobby = await steps.addSite(alpha.admin, "Lobby");
    const vault = await steps.addSite(alpha.admin, "Vault");
    for (const [descriptor, siteId] of [[cam, lobby], [hidden, vault]] as const) {
      const device = new SimulatedDevice(descriptor, { serverUrl: baseUrl(), reconnect: { minMs: 200, maxMs: 300 } });
      devices.push(device);
      await device.start();
      await ok("/device/bind", { sn: descriptor.sn, securityCode: descriptor.securityCode, siteId, name: descriptor.name }, alpha.admin);
    }
    await steps.grant(alpha.admin, orgA.userIds["viewer@ar-a.test"]!, [{ siteId: lobby, role: "SITE_VIEWER" }]);
    const now = Math.floor(Date.now() / 1000);
    const { segments } = await ok<{ segments: Array<{ startTime: number; endTime: number }> }>("/device/rec-log/list", { sn: cam.sn, chlIndex: 1, startTime: now - 86_400, endTime: now }, alpha.admin);
    segmentStart = segments.find((s) => s.endTime - s.startTime >= 130)!.startTime;
  }, 90_000);

  afterAll(async () => {
    await Promise.all(devices.map((d) => d.stop()));
    await app?.close();
    await dropDatabase?.();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });

  it("§5/§8: an empty or forbidden title is 31107; an inverted or over-an-hour range 31108; another org's device 33001", async () => {
    const base = { sn: cam.sn, chlIndex: 1, startTime: segmentStart, endTime: segmentStart + 60 };
    expect((await api.call("/archives/create", { ...base, title: "  " }, alpha.admin)).code).toBe(Code.ARCHIVE_TITLE_INVALID);
    expect((await api.call("/archives/create", { ...base, title: "a/b" }, alpha.admin)).code).toBe(Code.ARCHIVE_TITLE_INVALID);
    expect((await api.call("/archives/create", { ...base, endTime: segmentStart, title: "x" }, alpha.admin)).code).toBe(Code.ARCHIVE_RANGE_INVALID);
    expect((await api.call("/archives/create", { ...base, endTime: segmentStart + 3601, title: "x" }, alpha.admin)).code).toBe(Code.ARCHIVE_RANGE_INVALID);
    expect((await api.call("/archives/create", { ...base, title: "x" }, beta)).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect((await list(alpha.admin)).total).toBe(0);
  });

  let local = "";
  let localAvi = new Uint8Array();
  it("a 2-minute archive from the device reaches done: MP4 plays by Range, AVI is RIFF, the manifest is signed by a published key", async () => {
    const created = await ok<Archive>("/archives/create", { sn: cam.sn, chlIndex: 1, startTime: segmentStart + 5, endTime: segmentStart + 125, title: "Front door", source: "local" }, alpha.admin);
    expect(created).toMatchObject({ status: "copying", siteName: "Lobby", source: "local", archivedBy: expect.any(String) });
    local = created.archiveId;
    const done = await until(local, "done");
    const video = await ok<{ videoUrl: string; evidence: { manifest: string; signature: string; keyId: string }; rights: string[] }>("/archives/video/list", { archiveId: local }, alpha.admin);
    expect(video.rights).toEqual(["add", "delete", "share", "download", "query"]);
    const head = await get(video.videoUrl, { range: "bytes=0-99" });
    expect(head.status).toBe(206);
    expect(head.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await head.arrayBuffer()).toString("latin1", 4, 8)).toBe("ftyp");
    const dl = await ok<{ aviUrl: string; manifestUrl: string; signatureUrl: string }>("/archives/download-token/get", { archiveId: local }, alpha.admin);
    localAvi = await bytes(dl.aviUrl);
    expect(Buffer.from(localAvi).toString("latin1", 0, 4)).toBe("RIFF");
    expect([Buffer.from(localAvi).toString("latin1", 8, 12), Buffer.from(localAvi).includes("auds")]).toEqual(["AVI ", true]); // issue 31: channel 1's sound kept
    expect(localAvi.length).toBe(done.size);
    const manifestBytes = await bytes(dl.manifestUrl);
    const signature = await bytes(dl.signatureUrl);
    expect(Buffer.from(manifestBytes).toString("utf8")).toBe(video.evidence.manifest);
    const manifest = JSON.parse(video.evidence.manifest) as { channel: { deviceSn: string }; files: Array<{ name: string; sha256: string }>; sourceSegments: unknown[]; range: { startTime: number } };
    expect(manifest.channel.deviceSn).toBe(cam.sn);
    expect(manifest.range.startTime).toBe(segmentStart + 5);
    expect(manifest.files.find((f) => f.name === "archive.avi")!.sha256).toBe(sha(localAvi));
    expect(manifest.sourceSegments.length).toBeGreaterThan(1);
    const keys = (await (await get("/.well-known/vms-archive-keys.json")).json()) as ArchiveKeys;
    const key = keys.keys.find((k) => k.keyId === video.evidence.keyId)!;
    expect(verify(null, manifestBytes, createPublicKey(key.publicKeyPem), signature)).toBe(true);
    const altered = Buffer.from(manifestBytes);
    altered[10] = altered[10]! ^ 1;
    expect(verify(null, altered, createPublicKey(key.publicKeyPem), signature)).toBe(false);
  }, 90_000);

  it("rotating the signing key (the CLI's call) retires the old key, which stays published for earlier manifests", async () => {
    const before = (await (await get("/.well-known/vms-archive-keys.json")).json()) as ArchiveKeys;
    const keyId = await createArchiveSigning(app.vms.database.db).rotate();
    const after = (await (await get("/.well-known/vms-archive-keys.json")).json()) as ArchiveKeys;
    expect(after.keys.map((k) => k.keyId)).toEqual([keyId, ...before.keys.map((k) => k.keyId)]);
    expect(after.keys.slice(1).every((k) => k.retiredAt !== null)).toBe(true);
    expect(after.keys[0]!.retiredAt).toBeNull();
  });

  let cloudId = "";
  it("a cloud archive copies the server's recording, and still plays after retention dropped the recording", async () => {
    const start = segmentStart;
    cloud.add(orgA.orgId, cam.sn, 1, { startMs: start * 1000, endMs: (start + 600) * 1000 });
    const created = await ok<Archive>("/archives/create", { sn: cam.sn, chlIndex: 1, startTime: start + 60, endTime: start + 180, title: "Cloud copy", source: "cloud" }, alpha.admin);
    cloudId = created.archiveId;
    await until(cloudId, "done");
    cloud.expire(orgA.orgId, cam.sn, 1);
    const video = await ok<{ videoUrl: string }>("/archives/video/list", { archiveId: cloudId }, alpha.admin);
    const mp4 = await bytes(video.videoUrl);
    expect(Buffer.from(mp4).toString("latin1", 4, 8)).toBe("ftyp");
    expect(mp4.length).toBeGreaterThan(100_000);
    const evidence = (await ok<{ evidence: { keyId: string } }>("/archives/video/list", { archiveId: cloudId }, alpha.admin)).evidence;
    const keys = (await (await get("/.well-known/vms-archive-keys.json")).json()) as ArchiveKeys;
    expect(evidence.keyId).toBe(keys.keys[0]!.keyId);
    // Nothing recorded: failed with 31112; retry of a failed one copies again; retry of a done one 31113.
    const none = await ok<Archive>("/archives/create", { sn: cam.sn, chlIndex: 1, startTime: start, endTime: start + 60, title: "Gone", source: "cloud" }, alpha.admin);
    expect((await until(none.archiveId, "failed")).errorCode).toBe(Code.ARCHIVE_NO_RECORDING);
    cloud.add(orgA.orgId, cam.sn, 1, { startMs: start * 1000, endMs: (start + 600) * 1000 });
    expect(await ok<Archive>("/archives/retry", { archiveId: none.archiveId }, alpha.admin)).toMatchObject({ status: "copying" });
    await until(none.archiveId, "done");
    expect((await api.call("/archives/retry", { archiveId: none.archiveId }, alpha.admin)).code).toBe(Code.ARCHIVE_NOT_FAILED);
  }, 90_000);

  it("§3 search: status, title, site and camera filters; 20 a page; rename", async () => {
    expect((await list(alpha.admin)).total).toBe(3);
    expect((await list(alpha.admin, { archiveTitle: "front" })).list.map((a) => a.archiveId)).toEqual([local]);
    expect((await list(alpha.admin, { status: ["failed"] })).total).toBe(0);
    expect((await list(alpha.admin, { cameras: [{ sn: cam.sn, chlIndex: 1 }] })).total).toBe(3);
    expect((await list(alpha.admin, { cameras: [{ sn: cam.sn, chlIndex: 2 }] })).total).toBe(0);
    const now = Math.floor(Date.now() / 1000);
    expect((await list(alpha.admin, { dateRange: [now - 3600, now + 60] })).total).toBe(3);
    expect((await list(alpha.admin, { dateRange: [now - 7200, now - 3600] })).total).toBe(0);
    expect((await api.call("/archives/list", { pageSize: 10 }, alpha.admin)).code).not.toBe(200);
    const conditions = await ok<{ sites: Array<{ siteName: string }>; cameras: unknown[] }>("/archives/conditions", {}, alpha.viewer);
    expect(conditions.sites.map((s) => s.siteName)).toEqual(["Lobby"]);
    expect(await ok<Archive>("/archives/update", { archiveId: local, title: "Front door 2" }, alpha.admin)).toMatchObject({ title: "Front door 2" });
    expect((await api.call("/archives/update", { archiveId: local, title: "bad#" }, alpha.admin)).code).toBe(Code.ARCHIVE_TITLE_INVALID);
  });

  it("IDOR: another organization never lists, plays, shares, renames, downloads or deletes the archive", async () => {
    expect((await list(beta)).total).toBe(0);
    for (const [p, extra] of [["/archives/video/list", {}], ["/archives/download-token/get", {}], ["/archives/update", { title: "x" }], ["/archives/retry", {}], ["/archives/share", { validitySec: 3600 }], ["/archives/share/get", {}]] as const) {
      const answer = await api.call(p, { archiveId: local, ...extra }, beta);
      expect(answer.code, p).toBe(Code.ARCHIVE_NOT_FOUND);
      expect(answer.text).not.toContain("Front door");
    }
    expect(await ok("/archives/delete", { archiveIds: [local, "00000000-0000-4000-8000-000000000000"] }, beta)).toEqual({ deleted: 0 });
    expect((await archiveOf(local))?.status).toBe("done");
  });

  let token = "";
  let shareId = "";
  it("§9 share for 1 h: the public calls play it with no account; the token never opens another archive; views are logged", async () => {
    const created = await ok<{ token: string; path: string; share: { shareId: string; expiresAt: number; status: string } }>("/archives/share", { archiveId: local, validitySec: 3600, allowDownload: true }, alpha.admin);
    ({ token } = created);
    shareId = created.share.shareId;
    expect(created.path).toBe(`/archives-share/${token}`);
    expect(created.share.status).toBe("active");
    const view = await api.call<{ archive: Archive; videoUrl: string; rights: string[]; coId: string }>("/archives/video/no-token/list", { token });
    expect(view.code).toBe(200);
    // Issue 28: the page is branded as the owning organization (its customer ID keys /customer-website/get).
    expect(view.data.coId).toBe(alpha.admin.user.coId);
    expect(view.data.archive.archiveId).toBe(local);
    expect(view.data.archive.archivedBy).toBe("");
    expect(view.data.rights).toEqual(["query", "download"]);
    expect((await get(view.data.videoUrl, { range: "bytes=0-7" })).status).toBe(206);
    // The share's link names its archive: pointing it at another archive breaks the signature.
    expect((await get(view.data.videoUrl.replace(local, cloudId))).status).toBe(403);
    const dl = await api.call<{ aviUrl: string }>("/archives/download-token/no-token/get", { token });
    expect(sha(await bytes(dl.data.aviUrl))).toBe(sha(localAvi));
    expect(opLogs.filter((e) => e.userId === null).map((e) => e.action)).toEqual(["archive.share.view", "archive.share.download"]);
    expect((await api.call("/archives/video/no-token/list", { token: `${token}x` })).code).toBe(Code.SHARE_INVALID);
    // Nothing in the database holds the token itself.
    const shares = await ok<{ list: Array<{ views: number; downloads: number }> }>("/archives/share/get", { archiveId: local }, alpha.admin);
    expect(shares.list[0]).toMatchObject({ views: 1, downloads: 1 });
    expect(JSON.stringify(shares)).not.toContain(token);
  });

  it("an expired link is refused from the exact second it expires (moved clock); an access code is asked (31101) and checked (31109)", async () => {
    const created = await ok<{ token: string; share: { expiresAt: number } }>("/archives/share", { archiveId: cloudId, validitySec: 3600, accessCode: "abcd1234" }, alpha.admin);
    expect((await api.call("/archives/video/no-token/list", { token: created.token })).code).toBe(Code.SHARE_ACCESS_CODE_REQUIRED);
    expect((await api.call("/archives/video/no-token/list", { token: created.token, accessCode: "wrong123" })).code).toBe(Code.SHARE_ACCESS_CODE_WRONG);
    expect((await api.call("/archives/download-token/no-token/get", { token: created.token, accessCode: "abcd1234" })).code).toBe(Code.SHARE_NO_DOWNLOAD);
    const view = await api.call<{ videoUrl: string }>("/archives/video/no-token/list", { token: created.token, accessCode: "abcd1234" });
    expect(view.code).toBe(200);
    try {
      clockOffset = created.share.expiresAt - Date.now() - 1000;
      expect((await api.call("/archives/video/no-token/list", { token: created.token, accessCode: "abcd1234" })).code).toBe(200);
      clockOffset = created.share.expiresAt - Date.now();
      expect((await api.call("/archives/video/no-token/list", { token: created.token, accessCode: "abcd1234" })).code).toBe(Code.SHARE_EXPIRED);
      expect((await get(view.data.videoUrl)).status).toBe(403);
    } finally {
      clockOffset = 0;
    }
    expect((await api.call("/archives/share", { archiveId: cloudId, validitySec: 30 }, alpha.admin)).code).toBe(Code.SHARE_VALIDITY_INVALID);
  });

  it("revoking a link refuses the page (31103) and its file links at once", async () => {
    const view = await api.call<{ videoUrl: string }>("/archives/video/no-token/list", { token });
    const listed = await ok<{ list: Array<{ shareId: string; status: string }> }>("/archives/share/get", { archiveId: local, revokeShareId: shareId }, alpha.admin);
    expect(listed.list.find((s) => s.shareId === shareId)?.status).toBe("revoked");
    expect((await api.call("/archives/video/no-token/list", { token })).code).toBe(Code.SHARE_REVOKED);
    expect((await api.call("/archives/download-token/no-token/get", { token })).code).toBe(Code.SHARE_REVOKED);
    expect((await get(view.data.videoUrl)).status).toBe(403);
  });

  it("§3/§5 rights per role or user: default all; without download 5002, without share or delete 5000; only admins save them", async () => {
    expect(await ok("/archives/authority/get", {}, alpha.viewer)).toMatchObject({ configured: false, mine: ["add", "delete", "share", "download", "query"] });
    const viewerId = orgA.userIds["viewer@ar-a.test"]!;
    expect((await api.call("/archives/authority/update", { entries: [] }, alpha.viewer)).code).toBe(Code.NO_PERMISSION);
    await ok("/archives/authority/update", { entries: [{ targetType: "user", targetId: viewerId, rights: ["query"] }] }, alpha.admin);
    expect(await ok("/archives/authority/get", {}, alpha.viewer)).toMatchObject({ configured: true, mine: ["query"], entries: [] });
    expect((await list(alpha.viewer)).total).toBe(3);
    expect((await api.call("/archives/download-token/get", { archiveId: local }, alpha.viewer)).code).toBe(Code.NO_DOWNLOAD_RIGHT);
    expect((await api.call("/archives/share", { archiveId: local, validitySec: 3600 }, alpha.viewer)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/archives/delete", { archiveIds: [local] }, alpha.viewer)).code).toBe(Code.NO_PERMISSION);
    expect((await ok<{ rights: string[] }>("/archives/video/list", { archiveId: local }, alpha.viewer)).rights).toEqual(["query"]);
  });

  it("shared-link calls are rate limited per client IP (6001)", async () => {
    let code = 0;
    for (let i = 0; i < 70 && code !== Code.TOO_FREQUENT; i++) code = (await api.call("/archives/video/no-token/list", { token: "nope" })).code;
    expect(code).toBe(Code.TOO_FREQUENT);
  });

  it("issue 28: a range starting in the future is refused (33750); one ending in the future is copied once its end has passed, and the manifest states what the files hold", async () => {
    const now = Math.floor(Date.now() / 1000);
    const base = { sn: cam.sn, chlIndex: 1, source: "local" as const };
    expect((await api.call("/archives/create", { ...base, startTime: now + 5, endTime: now + 65, title: "Later" }, alpha.admin)).code).toBe(Code.ARCHIVE_RANGE_FUTURE);
    // A fresh event's range, archived as soon as it has started: 8 s the device's schedule records
    // whole (its segments are deterministic, also ahead of now).
    const recorded = (from: number, to: number) => recordingSegments(cam.sn, 1, from, to, to).reduce((n, seg) => n + seg.endTime - seg.startTime, 0);
    let startTime = now + 1;
    while (recorded(startTime, startTime + 8) !== 8) startTime += 5;
    const endTime = startTime + 8;
    // The range's start must have begun on the device (a start in the future is 33750).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, (startTime + 1) * 1000 - Date.now())));
    const created = await ok<Archive>("/archives/create", { ...base, startTime, endTime, title: "Fresh event" }, alpha.admin);
    expect((await archiveOf(created.archiveId))?.status).toBe("copying");
    await until(created.archiveId, "done");
    expect(Date.now()).toBeGreaterThanOrEqual(endTime * 1000 + ARCHIVE_END_SETTLE_MS);
    const { evidence } = await ok<{ evidence: { manifest: string } }>("/archives/video/list", { archiveId: created.archiveId }, alpha.admin);
    const manifest = JSON.parse(evidence.manifest) as { version: number; range: { startTime: number; endTime: number }; requested: object };
    // Version 2; the whole range was recorded and copied: the files hold it to within a frame.
    expect(manifest).toMatchObject({ version: 2, requested: { startTime, endTime }, range: { startTime } });
    expect(Math.abs(manifest.range.endTime - endTime)).toBeLessThanOrEqual(1);
  }, 90_000);

  it("delete removes the archive and its files", async () => {
    const dl = await ok<{ aviUrl: string }>("/archives/download-token/get", { archiveId: cloudId }, alpha.admin);
    expect(await ok("/archives/delete", { archiveIds: [cloudId] }, alpha.admin)).toEqual({ deleted: 1 });
    expect((await get(dl.aviUrl)).status).toBe(404);
    expect((await api.call("/archives/video/list", { archiveId: cloudId }, alpha.admin)).code).toBe(Code.ARCHIVE_NOT_FOUND);
  });
});
