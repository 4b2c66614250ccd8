// Issue 32 "Done when": three instances on one PostgreSQL behind HAProxy, with the device simulator as
// its own process, started the way `npm run cluster` starts them (needs the build, PostgreSQL, haproxy).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Code, DEVICE_STATUS, parsePushMessage, randomHex, type DeviceTask, type LoginResult } from "@vms/api-client";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../modules/demo/demo-seed.js";
import { latestFirmware } from "../modules/devices/firmware-catalogue.js";
import { openPushClient, type PushTestClient } from "../test-support/push-client.js";
import { testApi } from "../test-support/api.js";
import { openLiveClient } from "../test-support/live-client.js";
import { createTestDatabase, postgresReachable, postgresRequired } from "../test-support/postgres.js";
import { startCluster, type Cluster } from "./cluster-launcher.js";

const DEVICES = 9;
const haproxy = spawnSync("haproxy", ["-v"], { stdio: "ignore" }).status === 0;
const runnable = postgresReachable && haproxy;
if (!runnable) console.warn(`[cluster] skipped: ${postgresReachable ? "" : "PostgreSQL at 127.0.0.1:5432 "}${haproxy ? "" : "haproxy (apt-get install haproxy)"} missing`);
// CI requires PostgreSQL; there `.ci/run` installs haproxy too, so a missing one is a failure.
const suite = runnable || postgresRequired ? describe : describe.skip;

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last: ${JSON.stringify(value)}`);
    await later(200);
  }
}

suite("npm run cluster: three instances behind HAProxy (issue 32)", { timeout: 300_000 }, () => {
  let cluster: Cluster;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: pg.Client;
  let dataDir: string;
  const api = testApi(() => cluster.url);
  let admin: LoginResult;
  /** Instance id → online devices it holds, from the registry every instance writes. */
  const holders = async () => {
    const { rows } = await db.query<{ instance_id: string; n: string }>("select instance_id, count(*) as n from device_registry where online group by instance_id");
    return Object.fromEntries(rows.map((r) => [r.instance_id, Number(r.n)]));
  };
  const onlineTotal = (byInstance: Record<string, number>) => Object.values(byInstance).reduce((a, b) => a + b, 0);

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "vms-cluster-"));
    cluster = await startCluster({ instances: 3, port: 0, databaseUrl: database.url, dataDir, devices: DEVICES, env: { LOG_LEVEL: "info", VMS_LOGIN_MAX_FAILS: "3", VMS_CAPTCHA_AFTER_FAILS: "10", VMS_CLOUD_SEGMENT_S: "4" }, simulatorArgs: ["--export-fps", "50"] });
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await until(holders, (h) => onlineTotal(h) === DEVICES, 30_000, "every simulated device online");
    admin = await until(async () => (await api.call<LoginResult>("/user/login", { loginName: "admin@demo.local", password: DEMO_PASSWORD })).data, (d) => Boolean(d?.token), 20_000, "the demo admin's login");
    // The first instance binds the fleet to Demo Co once every device reported.
    await until(async () => (await api.call<{ total: number }>("/device/page", { pageSize: 50 }, admin)).data.total, (n) => n === DEVICES, 60_000, "the demo fleet bound");
  }, 200_000);

  afterAll(async () => {
    await cluster?.stop();
    await db?.end();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("writes instances.json, answers /healthz through the proxy, and spreads the devices over the instances", async () => {
    const listed = JSON.parse(readFileSync(path.join(dataDir, "cluster", "instances.json"), "utf8")) as Array<{ id: string; pid: number; port: number }>;
    expect(listed.map((i) => i.id)).toEqual(["inst-1", "inst-2", "inst-3"]);
    for (const instance of listed) expect((await fetch(`http://127.0.0.1:${instance.port}/healthz`)).status).toBe(200);
    expect((await fetch(`${cluster.url}/healthz`)).status).toBe(200);
    const byInstance = await holders();
    expect(Object.keys(byInstance).sort()).toEqual(["inst-1", "inst-2", "inst-3"]);
  });

  /** The instance the SIGKILL test killed. */
  let killed = "";
  const direct = (id: string) => testApi(() => `http://127.0.0.1:${cluster.instances.find((i) => i.id === id)!.port}`);

  it("a nonce used on one instance is refused on another; a lockout earned across instances holds on all", async () => {
    const nonce = randomHex(16);
    const time = Date.now();
    expect((await direct("inst-1").call("/user/profile/get", {}, admin, { envelope: { nonce, time } })).code).toBe(200);
    expect((await direct("inst-3").call("/user/profile/get", {}, admin, { envelope: { nonce, time } })).code).toBe(Code.REPLAYED);
    // VMS_LOGIN_MAX_FAILS=3 here: one wrong password on each instance locks the account everywhere.
    for (const id of ["inst-1", "inst-2", "inst-3"]) await direct(id).call("/user/login", { loginName: "user@demo.local", password: "Wrong-Pass-1" });
    for (const id of ["inst-1", "inst-2", "inst-3"]) {
      expect((await direct(id).call("/user/login", { loginName: "user@demo.local", password: DEMO_PASSWORD })).code, id).toBe(Code.ACCOUNT_LOCKED);
    }
  });

  it("a viewer through the proxy plays a channel of each instance's devices, whichever instance issued the ticket", async () => {
    const { rows } = await db.query<{ sn: string; instance_id: string; report: { channels: Array<{ chlIndex: number; enabled: boolean; online: boolean }> } }>("select sn, instance_id, report from device_registry where online order by sn");
    const playable = new Map<string, { sn: string; chlIndex: number }>();
    for (const row of rows) {
      const channel = row.report.channels.find((c) => c.enabled && c.online);
      if (channel && !playable.has(row.instance_id)) playable.set(row.instance_id, { sn: row.sn, chlIndex: channel.chlIndex });
    }
    expect([...playable.keys()].sort()).toEqual(["inst-1", "inst-2", "inst-3"]);
    for (const [holder, { sn, chlIndex }] of playable) {
      const redirect = await api.call<{ instanceId: string; wsBase: string }>("/device/redirect/get", { sn }, admin);
      expect(redirect.data).toMatchObject({ instanceId: holder, wsBase: `${cluster.url.replace(/^http/, "ws")}/i/${holder}` });
      const ticket = await api.call<{ path: string }>("/device/access-token/get", { sn, chlIndex, stream: "sub" }, admin);
      expect(ticket.code, ticket.text).toBe(200);
      const viewer = await openLiveClient(redirect.data.wsBase.replace(/^ws/, "http"), ticket.data.path);
      viewer.requestMse();
      // The init segment and a first fragment: video from the holder, through the proxy.
      await viewer.waitForBinaries(2, 20_000);
      await viewer.close();
    }
  });

  it("a console on one instance reboots and upgrades devices held by the others and sees their progress and status; a logout there closes the session's sockets on all", async () => {
    const consoleOn1 = await openPushClient(`http://127.0.0.1:${cluster.instances[0]!.port}`);
    expect(await consoleOn1.auth(admin.token)).toMatchObject({ code: 200 });
    const tasks = async (client: PushTestClient, sn: string, cmd: string) => {
      const seen: DeviceTask[] = [];
      const statuses: number[] = [];
      while (!["success", "failure", "timeout"].includes(seen.at(-1)?.state ?? "")) {
        const frame = await client.next(60_000);
        if (frame.type !== "push") continue;
        const push = parsePushMessage(frame.message);
        if (push?.infoType === "DEVICE_TASK" && push.content.sn === sn && push.content.cmd === cmd) seen.push(push.content);
        if (push?.infoType === "DEVICE_STATUS" && push.content.sn === sn) statuses.push(push.content.status);
      }
      return { seen, statuses };
    };
    const { rows } = await db.query<{ sn: string; instance_id: string; model: string; version: string }>("select sn, instance_id, model, version from device_registry where online and instance_id <> 'inst-1' order by sn");
    const rebooted = rows[0]!;
    expect((await direct("inst-1").call("/dev-cmd/execute", { sn: rebooted.sn, cmd: "reboot" }, admin)).code).toBe(200);
    const reboot = await tasks(consoleOn1, rebooted.sn, "reboot");
    expect(reboot.seen.at(-1)).toMatchObject({ state: "success" });
    // The device went away from its instance and came back (perhaps on another one): inst-1's console heard both.
    expect(reboot.statuses).toContain(DEVICE_STATUS.OFFLINE);
    const upgradable = rows.find((r) => r.sn !== rebooted.sn && latestFirmware(r.model) && latestFirmware(r.model)!.version !== r.version)!;
    expect((await direct("inst-1").call("/dev-cmd/execute", { sn: upgradable.sn, cmd: "upgrade" }, admin)).code).toBe(200);
    const upgrade = await tasks(consoleOn1, upgradable.sn, "upgrade");
    expect(upgrade.seen.filter((t) => t.state === "running" && t.progress > 0 && t.progress < 100).length).toBeGreaterThan(0);
    expect(upgrade.seen.at(-1)).toMatchObject({ state: "success", progress: 100 });
    await until(holders, (h) => onlineTotal(h) === DEVICES, 30_000, "every device back online");
    consoleOn1.close();

    const session = (await direct("inst-1").call<LoginResult>("/user/login", { loginName: "operator@demo.local", password: DEMO_PASSWORD })).data;
    const sockets = await Promise.all(cluster.instances.slice(1).map((i) => openPushClient(`http://127.0.0.1:${i.port}`)));
    for (const socket of sockets) expect(await socket.auth(session.token)).toMatchObject({ code: 200 });
    expect((await direct("inst-1").call("/user/logout", {}, session)).code).toBe(200);
    for (const socket of sockets) {
      expect(await socket.next(10_000)).toMatchObject({ type: "error", code: Code.TOKEN_INVALID });
      expect((await socket.closed).code).toBe(1008);
    }
  });

  it("SIGKILL of one instance under a write load: its devices reconnect to the others within 10 s, every acknowledged write is there, its cloud-recorded channels are recorded again elsewhere, and its download job finishes elsewhere", async () => {
    const before = await holders();
    // The demo records 4 channels to the cloud (4 s segments here), each on the instance holding its device.
    const recorded = async () => (await db.query<{ sn: string; chl_index: number; last: string }>("select sn, chl_index, max(end_ms) as last from cloud_segments group by sn, chl_index")).rows;
    const cloudSns = new Set((await until(recorded, (r) => r.length > 0, 30_000, "cloud segments")).map((r) => r.sn));
    // The victim: inst-2 or inst-3, whichever holds a device with a channel to download (reboots and
    // upgrades above moved devices around); the other one is drained below.
    const { rows } = await db.query<{ sn: string; instance_id: string; report: { channels: Array<{ chlIndex: number; enabled: boolean; online: boolean }> } }>("select sn, instance_id, report from device_registry where online and instance_id <> 'inst-1' order by instance_id, sn");
    const candidates = rows.flatMap((r) => r.report.channels.filter((c) => c.enabled && c.online).map((c) => ({ victim: r.instance_id, sn: r.sn, chlIndex: c.chlIndex })));
    // An instance holding a cloud-recorded device first, so that its recording has to move; and a
    // channel with a minute of footage (devices without an SD card or disks record nothing).
    const recorders = new Set(rows.filter((r) => cloudSns.has(r.sn)).map((r) => r.instance_id));
    candidates.sort((a, b) => Number(recorders.has(b.victim)) - Number(recorders.has(a.victim)));
    const now = Math.floor(Date.now() / 1000);
    let pick: { victim: string; sn: string; chlIndex: number; segment: { startTime: number; endTime: number } } | undefined;
    for (const c of candidates) {
      const log = await direct(c.victim).call<{ segments: Array<{ startTime: number; endTime: number }> }>("/device/rec-log/list", { sn: c.sn, chlIndex: c.chlIndex, startTime: now - 86_400, endTime: now }, admin);
      const segment = log.data?.segments.find((s) => s.endTime - s.startTime >= 60);
      if (segment) {
        pick = { ...c, segment };
        break;
      }
    }
    expect(pick, "a channel with recorded footage on inst-2 or inst-3").toBeDefined();
    const { victim, sn, chlIndex, segment } = pick!;
    const movedRecordings = rows.filter((r) => r.instance_id === victim && cloudSns.has(r.sn)).map((r) => r.sn);
    killed = victim;
    const holderApi = direct(victim);
    const created = await holderApi.call<{ taskId: string }>("/download-task/create", { sn, chlIndex, startTime: segment.startTime, duration: 30 }, admin);
    expect(created.code, created.text).toBe(200);
    const taskId = created.data.taskId;
    type Task = { taskId: string; status: string; progress: number };
    const task = async () => (await api.call<{ list: Task[] }>("/download-task/list", { pageSize: 100 }, admin)).data.list.find((t) => t.taskId === taskId)!;
    await until(task, (t) => t.status === "continue" && t.progress > 0, 30_000, "the download under way");
    const { rows: running } = await db.query<{ locked_by: string }>("select locked_by from jobs where state = 'active' and payload->>'taskId' = $1", [taskId]);
    expect(running.map((r) => r.locked_by)).toEqual([victim]);

    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i += 1) {
        const groupName = `load-${i}`;
        const answer = await api.call("/vehicle-licence-plate-group/add", { groupName }, admin).catch(() => null);
        if (answer?.code === 200) acknowledged.push(groupName);
        await later(50);
      }
    })();
    await until(async () => acknowledged.length, (n) => n >= 5, 20_000, "writes before the kill");
    const killedAt = Date.now();
    await cluster.signal(victim, "SIGKILL");
    const after = await until(holders, (h) => !h[victim] && onlineTotal(h) === DEVICES, 20_000, "the victim's devices on the other instances");
    const reconnectMs = Date.now() - killedAt;
    console.log(`[cluster] ${before[victim]} devices of ${victim} reconnected elsewhere in ${reconnectMs} ms: ${JSON.stringify(after)}`);
    expect(reconnectMs).toBeLessThan(10_000);
    await until(async () => acknowledged.length, (n) => n >= 10, 20_000, "writes after the kill");
    writing = false;
    await writer;
    const listed = await api.call<{ list: Array<{ groupName: string }> }>("/vehicle-licence-plate-group/list", { pageSize: 1000 }, admin);
    const names = new Set(listed.data.list.map((g) => g.groupName));
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);

    // Every cloud-recorded channel (those the victim recorded too) has footage after the kill: recorded again on the devices' new holders.
    console.log(`[cluster] cloud-recorded devices the victim held: ${JSON.stringify(movedRecordings)}`);
    await until(recorded, (r) => r.length > 0 && r.every((c) => Number(c.last) > killedAt + 1_000), 45_000, "cloud recording again after the kill");

    // The job's lease runs out (30 s); the device's new holder takes it and fetches the range again.
    expect(await until(task, (t) => t.status === "finish" || t.status === "startFailed", 120_000, "the download finished elsewhere")).toMatchObject({ status: "finish", progress: 100 });
    const { rows: done } = await db.query<{ state: string; locked_by: string | null }>("select state, locked_by from jobs where payload->>'taskId' = $1", [taskId]);
    expect(done).toEqual([{ state: "done", locked_by: null }]);
  });

  it("SIGTERM drains an instance: /healthz says draining, its devices move to the other instance, then it exits", async () => {
    const victim = killed === "inst-2" ? "inst-3" : "inst-2";
    const instance = cluster.instances.find((i) => i.id === victim)!;
    instance.process.kill("SIGTERM");
    const health = () => fetch(`http://127.0.0.1:${instance.port}/healthz`).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    // Not ready at once, while it still answers (VMS_DRAIN_MS) so the proxy's check can notice.
    expect(await until(health, (h) => h.status === 503, 5_000, "draining")).toEqual({ status: 503, body: { status: "draining" } });
    await until(holders, (h) => !h[victim] && onlineTotal(h) === DEVICES && h["inst-1"] === DEVICES, 30_000, "every device on the last instance");
    await until(async () => instance.process.exitCode, (code) => code === 0, 20_000, "the drained instance's exit");
    // It expired its heartbeat on the way out: the others stop routing to it at once (decision 0039).
    const beat = await db.query<{ expired: boolean }>("select expires_at <= now() as expired from instance_heartbeats where instance_id = $1", [victim]);
    expect(beat.rows).toEqual([{ expired: true }]);
    expect((await fetch(`${cluster.url}/healthz`)).status).toBe(200);
  });
});
