import { createHash } from "node:crypto";
import { Code, type Archive, type LoginResult } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { createStaticCloudDirectory } from "../cloud-recording/demo-cloud-directory.js";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
const DAY = 86_400_000;

// Issue 16 "An archive outlives the channel's cyclic retention: it is a copy, not a pointer" and
// "let the original recording expire by retention and see the archive still play": the REAL cloud
// recorder records a simulated camera, an archive is cut from it, then the REAL retention pass
// (moved clock past the plan's days) deletes the recording; the archive still plays and downloads.
describeOnEngines("archives from the real cloud recording: retention and the operation log", (engine) => {
  let skew = 0;
  const directory = createStaticCloudDirectory([]);
  const server = useServer(engine, {
    clock: () => Date.now() + skew,
    cloudRecording: { directory, settings: { recorder: { stream: "sub", segmentMs: 2_000, pollMs: 200 } } },
  });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  const [ipc] = generateFleet({ count: 4, seed: `archive-retention-${engine}` }).filter((d) => d.channels.some((c) => c.configured && c.status === 1));
  const chlIndex = ipc!.channels.find((c) => c.configured && c.status === 1)!.chlIndex;
  let device: SimulatedDevice;
  let orgId = "";
  let admin: LoginResult;
  let archiveId = "";
  const cloud = () => server().app.cloudRecording;
  const get = async (url: string) => fetch(`${server().baseUrl}${url}`);
  const spansNow = () => cloud().reader.spans(orgId, ipc!.sn, chlIndex, 0, Date.now() + skew + DAY);

  beforeAll(async () => {
    orgId = (await createTestOrg(server().app.vms.database.db, "Retained", [{ email: "admin@retained.test", role: "orgAdmin" }])).orgId;
    admin = (await signIn(api, "retained.test", ["admin"])).admin;
    const site = await steps.addSite(admin, "Yard");
    device = new SimulatedDevice(ipc!, { serverUrl: server().baseUrl });
    await device.start();
    await steps.ok("/device/bind", { sn: ipc!.sn, securityCode: ipc!.securityCode, siteId: site, name: ipc!.name }, admin);
    directory.set([{ orgId, sn: ipc!.sn, chlIndex, storageDays: 7 }]);
    // Ten seconds of cloud recording (2 s segments).
    for (const deadline = Date.now() + 30_000; ; await later(250)) {
      const [span] = await spansNow();
      if (span && span.endMs - span.startMs >= 10_000) break;
      if (Date.now() > deadline) throw new Error("no cloud recording");
    }
  }, 45_000);
  afterAll(async () => {
    await device?.stop();
  });

  it("§1: an archive cut from the cloud recording still plays, downloads and verifies after retention deleted that recording", async () => {
    const [span] = await spansNow();
    const startTime = Math.ceil(span!.startMs / 1000);
    const created = await steps.ok<Archive>("/archives/create", { sn: ipc!.sn, chlIndex, startTime, endTime: startTime + 8, title: "Retained", source: "cloud" }, admin);
    for (const deadline = Date.now() + 30_000; ; await later(200)) {
      const { list } = await steps.ok<{ list: Archive[] }>("/archives/list", { archiveTitle: "Retained" }, admin);
      if (list[0]?.status === "done") break;
      if (list[0]?.status === "failed" || Date.now() > deadline) throw new Error(`archive ${JSON.stringify(list[0])}`);
    }
    const before = await steps.ok<{ videoUrl: string }>("/archives/video/list", { archiveId: created.archiveId }, admin);
    const mp4Before = new Uint8Array(await (await get(before.videoUrl)).arrayBuffer());

    // The plan keeps 7 days: stop recording, move the clock 8 days on, run the retention job.
    directory.set([]);
    await cloud().recorder.stop();
    directory.set([{ orgId, sn: ipc!.sn, chlIndex, storageDays: 7 }]);
    skew = 8 * DAY;
    expect((await cloud().runRetention()).segments).toBeGreaterThan(0);
    expect(await spansNow()).toEqual([]);
    expect(await cloud().usedBytes(orgId, ipc!.sn, chlIndex)).toBe(0);
    // Eight days on, the session from before has lapsed: sign in again.
    admin = (await signIn(api, "retained.test", ["admin"])).admin;
    // Nothing left to cut a new archive from: a new one fails with 31112 (the source is gone).
    await steps.ok<Archive>("/archives/create", { sn: ipc!.sn, chlIndex, startTime, endTime: startTime + 8, title: "Too late", source: "cloud" }, admin);
    for (const deadline = Date.now() + 30_000; ; await later(200)) {
      const { list } = await steps.ok<{ list: Archive[] }>("/archives/list", { archiveTitle: "Too late" }, admin);
      if (list[0]?.status === "failed") {
        expect(list[0].errorCode).toBe(Code.ARCHIVE_NO_RECORDING);
        break;
      }
      if (Date.now() > deadline) throw new Error(`archive ${JSON.stringify(list[0])}`);
    }

    // The archive is its own copy: same bytes, the AVI still matches its signed manifest.
    const after = await steps.ok<{ videoUrl: string; evidence: { manifest: string } }>("/archives/video/list", { archiveId: created.archiveId }, admin);
    const played = await get(after.videoUrl);
    expect(played.status).toBe(200);
    const mp4After = new Uint8Array(await played.arrayBuffer());
    expect(sha(mp4After)).toBe(sha(mp4Before));
    expect(Buffer.from(mp4After).toString("latin1", 4, 8)).toBe("ftyp");
    const dl = await steps.ok<{ aviUrl: string }>("/archives/download-token/get", { archiveId: created.archiveId }, admin);
    const avi = new Uint8Array(await (await get(dl.aviUrl)).arrayBuffer());
    const manifest = JSON.parse(after.evidence.manifest) as { source: string; files: Array<{ name: string; sha256: string }>; sourceSegments: unknown[] };
    expect(manifest.source).toBe("cloud");
    expect(manifest.sourceSegments.length).toBeGreaterThanOrEqual(2);
    expect(manifest.files.find((f) => f.name === "archive.avi")!.sha256).toBe(sha(avi));
    archiveId = created.archiveId;
  }, 90_000);

  it("§1 limits: every view and download through a share link is a line of the organization's operation log", async () => {
    const { token } = await steps.ok<{ token: string }>("/archives/share", { archiveId, validitySec: 3600, allowDownload: true }, admin);
    for (const path of ["/archives/video/no-token/list", "/archives/download-token/no-token/get", "/archives/video/no-token/list"]) expect((await api.call(path, { token })).code, path).toBe(200);
    const now = Date.now() + skew;
    const lines = async () => (await steps.ok<{ list: Array<{ operateEnum: string; detail: string; userId: string | null; actorKind: string; actorName: string; ip: string }> }>("/log/op-logs/list", { startTime: now - 3_600_000, endTime: now + 60_000, module: "archive", pageNum: 1, pageSize: 50 }, admin)).list
      // The archive calls themselves have their own lines (the dispatcher's fallback); these are the share's.
      .filter((l) => l.operateEnum.startsWith("archive.share."));
    for (const deadline = Date.now() + 10_000; (await lines()).length < 4; await later(100)) if (Date.now() > deadline) throw new Error(JSON.stringify(await lines()));
    const archiveLines = (await lines()).map((l) => [l.operateEnum, l.detail, l.userId === null, l.actorKind, l.actorName, l.ip !== ""]).sort();
    expect(archiveLines).toEqual([
      // The share's creation is the admin's call: its line carries their IP (it rode the share's insert).
      ["archive.share.create", "Retained", false, "user", "", true],
      // Views and downloads are the link's anonymous visitor's (issue 27: "Share link Retained").
      ["archive.share.download", "Retained", true, "shareLink", "Retained", true],
      ["archive.share.view", "Retained", true, "shareLink", "Retained", true],
      ["archive.share.view", "Retained", true, "shareLink", "Retained", true],
    ]);
    const functions = await steps.ok<{ list: Array<{ module: string; functions: string[] }> }>("/log/module-functions/get", {}, admin);
    expect(functions.list.find((m) => m.module === "archive")?.functions).toEqual(expect.arrayContaining(["archive.share.view", "archive.share.download"]));
  });
});
