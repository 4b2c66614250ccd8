import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ServerProcess, poll } from "../device/server-process.test-support.js";

// The built command (dist/cli/vms-bridge.js), as a site runs it, against the real server: through
// pnpm's `start` script (which passes a `--` on), and as a bare process that gets the signals.

const BRIDGE_DIR = fileURLToPath(new URL("../..", import.meta.url));
const CLI = join(BRIDGE_DIR, "dist", "cli", "vms-bridge.js");

function startCli(args: string[], via: "pnpm" | "node" = "node") {
  const [command, prefix] = via === "pnpm" ? ["pnpm", ["--silent", "start", "--"]] : [process.execPath, [CLI, "--"]];
  const child = spawn(command, [...prefix, ...args], { cwd: BRIDGE_DIR, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

describe("vms-bridge, built", () => {
  const server = new ServerProcess();
  let dir = "";

  beforeAll(async () => {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: build the bridge first (pnpm --filter @vms/bridge build)`);
    dir = await mkdtemp(join(tmpdir(), "bridge-cli-"));
    await server.start();
  }, 120_000);

  afterAll(async () => {
    await server.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("prints its SN and security code, connects, and stops gracefully on SIGTERM", async () => {
    await writeFile(join(dir, "site.yaml"), "cameras: []\n");
    const cli = startCli(["--server", server.baseUrl, "--config", join(dir, "site.yaml"), "--data", join(dir, "data")]);
    await poll(() => (cli.stdout().includes("connected to the cloud") ? true : null), `the bridge connected:\n${cli.stdout()}${cli.stderr()}`);
    const [snLine, codeLine] = cli.stdout().split("\n");
    expect(snLine).toMatch(/^SN: BRG[A-Z0-9]{12}$/);
    expect(codeLine).toMatch(/^Security code: \S{8}$/);
    cli.child.kill("SIGTERM");
    expect(await cli.exited).toBe(0);
    expect(cli.stdout()).toMatch(/SIGTERM: stopping\nstopped\n$/);
    // The same data folder, the same identity.
    const again = startCli(["--server", server.baseUrl, "--config", join(dir, "site.yaml"), "--data", join(dir, "data")]);
    await poll(() => (again.stdout().includes("connected to the cloud") ? true : null), "the second start connected");
    expect(again.stdout().split("\n").slice(0, 2)).toEqual([snLine, codeLine]);
    again.child.kill("SIGINT");
    expect(await again.exited).toBe(0);
  });

  it("names the file, line and field of a bad config and exits 1", async () => {
    await writeFile(join(dir, "bad.yaml"), "cameras:\n  - name: Gate\n    main: rtsp://10.0.0.5/\n    onvif: not-an-address\n");
    const cli = startCli(["--server", server.baseUrl, "--config", join(dir, "bad.yaml"), "--data", join(dir, "data")], "pnpm");
    expect(await cli.exited).toBe(1);
    expect(cli.stderr()).toContain("bad.yaml:4: cameras[0].onvif: host:port, e.g. 192.168.1.64:80");
  });
});
