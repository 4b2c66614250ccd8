import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Code, type Archive, type DownloadTask, type LoginResult } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { createTestDatabase } from "../../test-support/postgres.js";
import { buildTestApp, describeOnEngines, testConfig } from "../../test-support/test-server.js";
import { createFakeCloudReader } from "../archives/fake-cloud-reader.test-support.js";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** RIFF/AVI header facts: form type and the avih frame count. */
function avi(file: Buffer) {
  return { riff: file.toString("latin1", 0, 4), form: file.toString("latin1", 8, 12), totalFrames: file.readUInt32LE(file.indexOf("avih") + 8 + 16) };
}

// Spec §3 "Download task: … type (cloud or cloudArchive)" and issue #16 (archive AVI through the
// download task flow): tasks from the channel's cloud recording and from a stored archive.
describeOnEngines("download tasks from the cloud and from archives", (engine) => {
  const [cam] = generateFleet({ count: 12, seed: `downloads-cloud-${engine}` }).filter((d) => d.channels.length > 0);
  const chlIndex = cam!.channels[0]!.chlIndex;
  let tempDir = "";
  let app: FastifyInstance;
  let port = 0;
  const baseUrl = () => `http://127.0.0.1:${port}`;
  const api = testApi(baseUrl);
  const steps = siteSteps(api);
  const ok = steps.ok;
  const cloud = createFakeCloudReader(new Map());
  let device: SimulatedDevice;
  let alpha: Record<"admin" | "viewer", LoginResult>;
  let beta: LoginResult;
  let viewerId = "";
  let spanStart = 0;
  let dropDatabase: (() => Promise<void>) | null = null;

  const tasks = async (session: LoginResult) => (await ok<{ list: DownloadTask[] }>("/download-task/list", { pageSize: 100 }, session)).list;
  async function finished(taskId: string): Promise<DownloadTask> {
    for (const deadline = Date.now() + 30_000; ; await later(100)) {
      const t = (await tasks(alpha.admin)).find((x) => x.taskId === taskId);
      if (t?.status === "finish") return t;
      if (t?.status === "startFailed" || Date.now() > deadline) throw new Error(`task ${JSON.stringify(t)}`);
    }
  }
  const file = async (taskId: string) => {
    const { url } = await ok<{ url: string }>("/download-task/link/get", { taskId }, alpha.admin);
    return Buffer.from(await (await fetch(`${baseUrl()}${url}`)).arrayBuffer());
  };

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), "vms-dl-cloud-test-"));
    let databaseUrl: string | null = null;
    if (engine === "postgres") ({ url: databaseUrl, drop: dropDatabase } = await createTestDatabase());
    app = await buildTestApp(testConfig({ dataDir: path.join(tempDir, "data"), databaseUrl, port: 0 }), { archives: { cloud: cloud.reader }, downloadTuning: { progressMs: 100 } });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as { port: number }).port;
    const db = app.vms.database.db;
    const orgA = await createTestOrg(db, "Alpha Cloud DL", [
      { email: "admin@dlc-a.test", role: "orgAdmin" },
      { email: "viewer@dlc-a.test", role: "ordinaryUser" },
    ]);
    await createTestOrg(db, "Beta Cloud DL", [{ email: "admin@dlc-b.test", role: "orgAdmin" }]);
    viewerId = orgA.userIds["viewer@dlc-a.test"]!;
    alpha = await signIn(api, "dlc-a.test", ["admin", "viewer"]);
    beta = (await signIn(api, "dlc-b.test", ["admin"])).admin;
    const site = await steps.addSite(alpha.admin, "Dock");
    device = new SimulatedDevice(cam!, { serverUrl: baseUrl() });
    await device.start();
    await ok("/device/bind", { sn: cam!.sn, securityCode: cam!.securityCode, siteId: site, name: cam!.name }, alpha.admin);
    await steps.grant(alpha.admin, viewerId, [{ siteId: site, role: "SITE_VIEWER" }]);
    spanStart = Math.floor(Date.now() / 1000) - 600;
    cloud.add(orgA.orgId, cam!.sn, chlIndex, { startMs: spanStart * 1000, endMs: (spanStart + 300) * 1000 });
  }, 90_000);

  afterAll(async () => {
    await device?.stop();
    await app?.close();
    await dropDatabase?.();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });

  it("§3: a cloud task cuts the range from the cloud recording into an AVI that parses; the task says type cloud", async () => {
    const created = await ok<{ taskId: string }>("/download-task/create", { source: "cloud", sn: cam!.sn, chlIndex, startTime: spanStart + 10, duration: 30 }, alpha.admin);
    const task = await finished(created.taskId);
    expect(task).toMatchObject({ type: "cloud", sn: cam!.sn, chlIndex, startTime: spanStart + 10, endTime: spanStart + 40, progress: 100 });
    const bytes = await file(created.taskId);
    expect(bytes.byteLength).toBe(task.size);
    // 30 s at 25 fps from the key frame at or before the start.
    expect(avi(bytes)).toMatchObject({ riff: "RIFF", form: "AVI " });
    expect(avi(bytes).totalFrames).toBeGreaterThanOrEqual(750);
  });

  it("§3/§8: a cloud range without recording is 7150; a request without its source's fields is 7000", async () => {
    expect((await api.call("/download-task/create", { source: "cloud", sn: cam!.sn, chlIndex, startTime: spanStart + 400, duration: 30 }, alpha.admin)).code).toBe(Code.PLAYBACK_NO_RECORDING);
    expect((await api.call("/download-task/create", { source: "cloud", sn: cam!.sn, startTime: spanStart, duration: 30 }, alpha.admin)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/download-task/create", { source: "cloudArchive" }, alpha.admin)).code).toBe(Code.INVALID_DATA);
  });

  let archiveId = "";
  it("issue #16: a cloudArchive task copies the archive's stored AVI byte for byte", async () => {
    archiveId = (await ok<Archive>("/archives/create", { sn: cam!.sn, chlIndex, startTime: spanStart + 5, endTime: spanStart + 25, title: "Dock gate", source: "cloud" }, alpha.admin)).archiveId;
    for (const deadline = Date.now() + 30_000; ; await later(200)) {
      const a = (await ok<{ list: Archive[] }>("/archives/list", {}, alpha.admin)).list.find((x) => x.archiveId === archiveId);
      if (a?.status === "done") break;
      if (a?.status === "failed" || Date.now() > deadline) throw new Error(`archive ${JSON.stringify(a)}`);
    }
    const created = await ok<{ taskId: string; fileName: string }>("/download-task/create", { source: "cloudArchive", archiveId }, alpha.admin);
    const task = await finished(created.taskId);
    expect(task).toMatchObject({ type: "cloudArchive", siteName: "Dock", startTime: spanStart + 5, endTime: spanStart + 25 });
    const token = await ok<{ aviUrl: string }>("/archives/download-token/get", { archiveId }, alpha.admin);
    const direct = Buffer.from(await (await fetch(`${baseUrl()}${token.aviUrl}`)).arrayBuffer());
    const copied = await file(created.taskId);
    expect(avi(copied).riff).toBe("RIFF");
    expect(copied.equals(direct)).toBe(true);
  });

  it("§5: without the archive download right a cloudArchive task is refused with 5002", async () => {
    await ok("/archives/authority/update", { entries: [{ targetType: "user", targetId: viewerId, rights: ["query"] }] }, alpha.admin);
    expect((await api.call("/download-task/create", { source: "cloudArchive", archiveId }, alpha.viewer)).code).toBe(Code.NO_DOWNLOAD_RIGHT);
    expect(await tasks(alpha.viewer)).toEqual([]);
  });

  it("IDOR: another organization's archive answers 31100 and its channel 33001; nothing is created", async () => {
    expect((await api.call("/download-task/create", { source: "cloudArchive", archiveId }, beta)).code).toBe(Code.ARCHIVE_NOT_FOUND);
    expect((await api.call("/download-task/create", { source: "cloud", sn: cam!.sn, chlIndex, startTime: spanStart + 10, duration: 30 }, beta)).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect(await tasks(beta)).toEqual([]);
  });
});
