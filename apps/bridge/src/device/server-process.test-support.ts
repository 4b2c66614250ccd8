import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createApiClient, type ApiClient, type LoginResult } from "@vms/api-client";
import { gatewayUrlOf } from "../cli/args.js";
import { defaultParts } from "../cli/default-parts.js";
import { runBridge, type RunningBridge } from "../cli/run-bridge.js";

const SERVER_MAIN = fileURLToPath(new URL("../../../server/dist/main.js", import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Polls `read` until it answers something other than null. */
export async function poll<T>(read: () => Promise<T | null> | T | null, what: string, timeoutMs = 30_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((r) => setTimeout(r, 100))) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
  }
}

/**
 * The real server (apps/server/dist, built beforehand) in a child process: its own PGlite and
 * mail outbox in a temporary folder, a free port, no demo fleet.
 */
export class ServerProcess {
  baseUrl = "";
  private child: ChildProcess | null = null;
  private dir = "";
  private output = "";

  /** `env`: server settings beyond the defaults (e.g. VMS_CLOUD_SEGMENT_S for short cloud segments). */
  constructor(private readonly env: Record<string, string> = {}) {}

  /** Starts the process; again after crash(), on the same port and data (PGlite, outbox). */
  async start(): Promise<void> {
    if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first (pnpm turbo run build --filter=@vms/server...)`);
    this.dir ||= await mkdtemp(join(tmpdir(), "bridge-it-server-"));
    const port = this.baseUrl ? Number(new URL(this.baseUrl).port) : await freePort();
    this.baseUrl = `http://127.0.0.1:${port}`;
    const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", VMS_DATA_DIR: this.dir, VMS_DEMO: "0", DATABASE_URL: "", SMTP_URL: "", LOG_LEVEL: "warn", VMS_PAYMENT_SANDBOX: "off", ...this.env };
    const child = spawn(process.execPath, [SERVER_MAIN], { env, stdio: ["ignore", "pipe", "pipe"] });
    this.child = child;
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-8_000));
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    await poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${this.output}`);
        const status = await fetch(`${this.baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.status, () => 0);
        return status === 200 ? true : null;
      },
      "the server's /healthz",
      90_000,
    );
  }

  /** A new organization administrator (registered with the code from the outbox), signed in. */
  async signedInAdmin(): Promise<ApiClient> {
    const email = `bridge-${Date.now().toString(36)}@example.test`;
    const password = "Bridge-Test-2026";
    const api = createApiClient({ baseUrl: this.baseUrl });
    await api.call("/code/dynamic/create", { loginName: email, typeEnum: "REGISTER", category: 1 });
    const emailCode = await poll(() => this.mailedCode(email), `the code mailed to ${email}`, 15_000);
    await api.call("/user/register", { email, password, emailCode, userName: "Bridge Test", agreeTerms: true });
    const session: LoginResult = await api.call("/user/login", { loginName: email, password });
    return createApiClient({ baseUrl: this.baseUrl, getSession: () => session });
  }

  /** The cloud goes away at once: SIGKILL, no goodbye to the devices. */
  async crash(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await gone;
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null) {
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await gone;
      clearTimeout(force);
    }
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
  }

  /** The six-digit line of a mail to `email` in the outbox (decision 0002: mails are files). */
  private async mailedCode(email: string): Promise<string | null> {
    const outbox = join(this.dir, "outbox");
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.filter((f) => f.includes(email))) {
      const match = /^(\d{6})\r?$/m.exec(await readFile(join(outbox, file), "utf8"));
      if (match) return match[1]!;
    }
    return null;
  }
}

/** A bridge running `<dir>/site.yaml` against `server`, bound to a new site of a new administrator. */
export interface BoundBridge {
  bridge: RunningBridge;
  api: ApiClient;
  sn: string;
  siteId: string;
}

/**
 * Starts the bridge as `vms-bridge` would on `<dir>/site.yaml` (data in `<dir>/data`), waits for the
 * server's welcome, then a new administrator adds the site `siteName` and binds the bridge to it.
 */
export async function startBoundBridge(server: ServerProcess, dir: string, siteName: string): Promise<BoundBridge> {
  const bridge = await runBridge(
    { gatewayUrl: gatewayUrlOf(server.baseUrl), config: join(dir, "site.yaml"), data: join(dir, "data"), print: () => undefined, backoff: { minMs: 200, maxMs: 1_000 } },
    defaultParts(),
  );
  const api = await server.signedInAdmin();
  await poll(() => (bridge.device.connected ? true : null), "the bridge's welcome");
  const { siteId } = await api.call("/site/add", { siteName, scene: 1, city: "Berlin", address: "Main St 1", contactPerson: "Ann Lee", contactPhone: "+49 30 1234567" });
  await api.call("/device/bind", { sn: bridge.device.sn, securityCode: bridge.device.securityCode, siteId });
  return { bridge, api, sn: bridge.device.sn, siteId };
}
