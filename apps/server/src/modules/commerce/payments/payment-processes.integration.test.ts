import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SANDBOX_SECRET_KEY } from "@vms/payment-sandbox";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../../test-support/payments.js";
import { MISSING_WEBHOOK_SECRET } from "./payment-settings.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.resolve(here, "../../..");
const later = (ms: number) => new Promise((r) => setTimeout(r, ms));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  for (const end = Date.now() + timeoutMs; !(await check()); await later(100)) if (Date.now() > end) throw new Error(`timed out: ${what}`);
}
/** The sandbox on `port` answers its API (whichever process holds it). */
const answers = async (port: number) => (await fetch(`http://127.0.0.1:${port}/v1/events`, { headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` } }).catch(() => null))?.ok === true;

/**
 * A stand-in for the server: a Node process that starts the sandbox with the server's own
 * spawnSandbox (TypeScript source through tsx) and prints what it logs, one JSON line each.
 */
function startParent(port: number): { proc: ChildProcess; lines: string[]; childPid: () => Promise<number> } {
  const script = `
    const { spawnSandbox } = await import(${JSON.stringify(path.join(SRC, "modules/commerce/payments/sandbox-process.ts"))});
    const line = (level) => (o, msg) => console.log(JSON.stringify({ level, msg, ...o }));
    const log = { info: line("info"), warn: line("warn"), error: line("error"), debug() {}, trace() {}, fatal: line("fatal"), child() { return log; } };
    const sandbox = spawnSandbox({ port: ${port}, webhookUrl: "http://127.0.0.1:9/none", webhookSecret: "whsec_process_test", log });
    console.log(JSON.stringify({ childPid: sandbox.pid }));
    process.on("SIGTERM", () => void sandbox.stop().then(() => process.exit(0)));
    setInterval(() => {}, 1 << 30);`;
  const proc = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: SRC, stdio: ["ignore", "pipe", "inherit"] });
  const lines: string[] = [];
  proc.stdout!.on("data", (b: Buffer) => lines.push(...b.toString().split("\n").filter(Boolean)));
  const childPid = async () => {
    await until("the parent reports its sandbox", () => lines.some((l) => l.includes("childPid")));
    return (JSON.parse(lines.find((l) => l.includes("childPid"))!) as { childPid: number }).childPid;
  };
  return { proc, lines, childPid };
}

// Issue 27 "The sandbox across restarts" and "A forged webhook buys a licence" (start-up): real
// processes, killed as an operator or a crash would.
describe("payment processes", () => {
  const started: ChildProcess[] = [];
  const pids: number[] = [];
  afterAll(() => {
    for (const p of started) if (p.exitCode === null) p.kill("SIGKILL");
    for (const pid of pids) if (alive(pid)) process.kill(pid, "SIGKILL");
  });

  it("issue 27: the sandbox dies with a server killed by kill -9, and the next server's sandbox binds the same port", async () => {
    const port = await freePort();
    const first = startParent(port);
    started.push(first.proc);
    const firstChild = await first.childPid();
    pids.push(firstChild);
    await until("first sandbox listening", () => answers(port));
    first.proc.kill("SIGKILL");
    // The next server starts at once, while the orphan may still hold the port.
    const second = startParent(port);
    started.push(second.proc);
    const secondChild = await second.childPid();
    pids.push(secondChild);
    await until("the orphan exits", () => !alive(firstChild));
    await until("second sandbox listening", () => second.lines.some((l) => l.includes("payment sandbox listening")));
    expect(await answers(port)).toBe(true);
    expect(alive(secondChild)).toBe(true);
    // A graceful stop takes the sandbox down too.
    second.proc.kill("SIGTERM");
    await until("second sandbox stops", () => !alive(secondChild));
  }, 60_000);

  it("issue 27: a real payment key without a webhook secret stops the server's start with a clear message", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vms-pay-start-"));
    try {
      const env = { ...process.env, VMS_DATA_DIR: dataDir, PORT: String(await freePort()), VMS_STRIPE_SECRET_KEY: "sk_live_issue27", VMS_STRIPE_WEBHOOK_SECRET: "", LOG_LEVEL: "silent", DATABASE_URL: "" };
      const proc = spawn(process.execPath, ["--import", "tsx", path.join(SRC, "main.ts")], { cwd: SRC, env, stdio: ["ignore", "pipe", "pipe"] });
      started.push(proc);
      let out = "";
      proc.stdout!.on("data", (b: Buffer) => (out += b.toString()));
      proc.stderr!.on("data", (b: Buffer) => (out += b.toString()));
      const code = await new Promise<number | null>((resolve) => proc.once("exit", resolve));
      expect(code).toBe(1);
      expect(out.trim()).toBe(MISSING_WEBHOOK_SECRET);
      expect(out).not.toContain("VMS server ready");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
