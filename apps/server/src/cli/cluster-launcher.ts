import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { haproxyConfig, liveWsBases, upMembers, type ClusterMember } from "./cluster-proxy.js";

/** What `npm run cluster` (and the cluster integration test) asks for. */
export interface ClusterOptions {
  /** Server instances (CLUSTER_INSTANCES, default 3). */
  instances: number;
  /** The proxy's port (CLUSTER_PORT, default 8090); 0 picks a free one. */
  port: number;
  /** PostgreSQL of every instance; its database is created when missing. */
  databaseUrl: string;
  /** Shared files (object store, outbox) and the cluster's own files (data/cluster). */
  dataDir: string;
  /** Demo devices in the simulator process (0 = none). */
  devices: number;
  /** Extra environment for every instance (tests shorten timeouts). */
  env?: Record<string, string>;
  /** Extra arguments of the simulator (tests slow exports down with --export-fps). */
  simulatorArgs?: string[];
  /** Where progress lines go. */
  print?: (line: string) => void;
}

/** A running instance. */
export interface ClusterInstance extends ClusterMember {
  pid: number;
  process: ChildProcess;
}

export interface Cluster {
  /** The one address: http://127.0.0.1:<port>. */
  url: string;
  instances: ClusterInstance[];
  /** Sends `signal` to one instance (SIGKILL: it dies; SIGTERM: it drains). */
  signal(id: string, signal: NodeJS.Signals): Promise<void>;
  /** Stops everything it started: instances drain, then the simulator, the proxy, the sandbox. */
  stop(): Promise<void>;
}

const SERVER_DIST = fileURLToPath(new URL("../", import.meta.url));
const REPO = path.resolve(SERVER_DIST, "../../..");
const SERVER_MAIN = path.join(REPO, "apps/server/dist/main.js");
const SIMULATOR = path.join(REPO, "packages/device-sim/dist/cli/vms-device-sim.js");
const SANDBOX = path.join(REPO, "packages/payment-sandbox/dist/main.js");
/** Seed of the demo fleet (gateway/demo-fleet.ts DEMO_FLEET_SEED): the instances bind these devices. */
const DEMO_SEED = "vms-demo";
/** Between SIGTERM's "not ready" and closing: the proxy leaves an instance after two checks a second apart. */
const DRAIN_MS = 3_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Creates the URL's database when missing (PostgreSQL answers on its `postgres` database). */
async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`database name must be letters, digits or _: "${name}"`);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** Polls `url` until it answers 200 (or the deadline). */
/** Polls `check` every 250 ms until it says yes; `fail` words the error (it may throw at once itself). */
async function pollUntil(check: () => Promise<boolean>, timeoutMs: number, fail: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(fail());
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function waitHealthy(url: string, timeoutMs: number, alive: () => boolean = () => true): Promise<void> {
  const check = async () => {
    if (await fetch(url, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false)) return true;
    if (!alive()) throw new Error(`${url}: the process exited`);
    return false;
  };
  await pollUntil(check, timeoutMs, () => `${url} did not answer 200 within ${timeoutMs} ms`);
}

/** Polls HAProxy's stats until `count` instances are UP. */
async function waitAllUp(statsUrl: string, count: number, timeoutMs: number): Promise<void> {
  let up = 0;
  const check = async () => (up = upMembers(await fetch(statsUrl).then((r) => r.text(), () => "")).length) >= count;
  await pollUntil(check, timeoutMs, () => `the proxy saw ${up} of ${count} instances up within ${timeoutMs} ms`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * Starts a cluster (issue 32 "Front"): the payment sandbox, HAProxy, the first instance (it seeds
 * the demo once), the others, then one simulator process whose fleet connects through the proxy.
 * Each child's output goes to `<dataDir>/cluster/logs/<name>.log`.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const print = options.print ?? (() => undefined);
  const clusterDir = path.join(options.dataDir, "cluster");
  const logDir = path.join(clusterDir, "logs");
  mkdirSync(logDir, { recursive: true });
  const children: ChildProcess[] = [];
  const launch = (name: string, command: string, args: string[], env: Record<string, string> = {}) => {
    const child = spawn(command, args, { cwd: REPO, env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "pipe"] });
    const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: "a" });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    children.push(child);
    return child;
  };
  const stopAll = async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await Promise.race([Promise.all(children.map(exited)), new Promise((resolve) => setTimeout(resolve, 15_000))]);
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };

  try {
    await ensureDatabase(options.databaseUrl);
    const port = options.port || (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const members: ClusterMember[] = [];
    for (let i = 1; i <= options.instances; i += 1) members.push({ id: `inst-${i}`, port: await freePort() });

    const sandboxPort = await freePort();
    launch("payment-sandbox", process.execPath, [SANDBOX], { SANDBOX_PORT: String(sandboxPort), SANDBOX_WEBHOOK_URL: `${url}/payments/stripe/webhook`, SANDBOX_EXIT_WITH_PARENT: "1" });

    const proxyFile = path.join(clusterDir, "haproxy.cfg");
    const statsPort = await freePort();
    writeFileSync(proxyFile, haproxyConfig({ bind: "127.0.0.1", port, members, statsPort }));
    const proxy = launch("haproxy", "haproxy", ["-db", "-f", proxyFile]);
    proxy.once("error", (err) => print(`haproxy could not start (${err.message}): apt-get install haproxy`));

    const common = {
      HOST: "127.0.0.1",
      DATABASE_URL: options.databaseUrl,
      VMS_DATA_DIR: options.dataDir,
      VMS_DEMO: "1",
      VMS_DEMO_DEVICES: String(options.devices),
      VMS_LIVE_WS_BASES: liveWsBases(url, members),
      VMS_PUBLIC_URL: url,
      VMS_TRUST_PROXY: "127.0.0.1",
      VMS_DRAIN_MS: String(DRAIN_MS),
      VMS_PAYMENT_SANDBOX: "off",
      VMS_PAYMENT_SANDBOX_PORT: String(sandboxPort),
      ...options.env,
    };
    const instances: ClusterInstance[] = [];
    const startInstance = async (member: ClusterMember, first: boolean) => {
      // The first instance binds the demo fleet once it reported; the others leave that to it.
      const env = { ...common, PORT: String(member.port), VMS_INSTANCE_ID: member.id, VMS_DEMO_FLEET: first ? "external" : "none" };
      const child = launch(member.id, process.execPath, [SERVER_MAIN], env);
      instances.push({ ...member, pid: child.pid ?? 0, process: child });
      await waitHealthy(`http://127.0.0.1:${member.port}/healthz`, 120_000, () => child.exitCode === null);
      print(`${member.id} ready at http://127.0.0.1:${member.port} (pid ${child.pid})`);
    };
    // One at a time first: the first start migrates and seeds the database.
    await startInstance(members[0]!, true);
    await Promise.all(members.slice(1).map((m) => startInstance(m, false)));
    await waitHealthy(`${url}/healthz`, 30_000, () => proxy.exitCode === null);
    // Devices connect only once the proxy sends traffic to every instance, so they spread over all.
    await waitAllUp(`http://127.0.0.1:${statsPort}/stats;csv`, members.length, 30_000);
    print(`proxy at ${url} (stats at http://127.0.0.1:${statsPort}/stats)`);

    if (options.devices > 0) {
      launch("device-sim", process.execPath, [SIMULATOR, "--server", url, "--count", String(options.devices), "--seed", DEMO_SEED, ...(options.simulatorArgs ?? [])]);
      print(`device simulator: ${options.devices} demo devices connecting through ${url}`);
    }
    writeFileSync(path.join(clusterDir, "instances.json"), `${JSON.stringify(instances.map(({ id, pid, port: p }) => ({ id, pid, port: p })), null, 2)}\n`);

    return {
      url,
      instances,
      async signal(id, signal) {
        const instance = instances.find((i) => i.id === id);
        if (!instance) throw new Error(`no instance ${id}`);
        instance.process.kill(signal);
        await exited(instance.process);
      },
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
