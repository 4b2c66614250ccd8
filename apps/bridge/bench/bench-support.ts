// Helpers of bridge.bench.ts: the built bridge as a child process, its CPU and memory from /proc,
// a console's /ws-live socket, and a TCP proxy that counts the RTSP connections through it.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { createServer, connect, type Server, type Socket } from "node:net";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import type { ApiClient } from "@vms/api-client";
import { WebSocket } from "ws";
import { poll } from "../src/device/server-process.test-support.js";

const CLI = fileURLToPath(new URL("../dist/cli/vms-bridge.js", import.meta.url));
const TICKS_PER_S = 100; // USER_HZ of /proc/<pid>/stat on Linux

export const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** CPU seconds (user + system) and resident memory of a process, from /proc. */
export function processUsage(pid: number): { cpuS: number; rssMB: number } {
  const text = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const cpuS = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return { cpuS, rssMB: Number(rss?.[1] ?? 0) / 1024 };
}

/** CPU of process `pid` in % of one core over `ms`, and its RSS at the end. */
export async function measure(pid: number, ms: number): Promise<{ cpuPercent: number; rssMB: number; seconds: number }> {
  const before = processUsage(pid);
  const start = performance.now();
  await later(ms);
  const after = processUsage(pid);
  const seconds = (performance.now() - start) / 1000;
  return { cpuPercent: ((after.cpuS - before.cpuS) / seconds) * 100, rssMB: after.rssMB, seconds };
}

/** Bytes under a folder (the bridge's recordings grow in its data folder). */
export async function folderBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    total += entry.isDirectory() ? await folderBytes(path) : await stat(path).then((s) => s.size, () => 0);
  }
  return total;
}

/** `node dist/cli/vms-bridge.js` as a site runs it; resolves once it is connected to the cloud. */
export async function startBridge(serverUrl: string, config: string, data: string): Promise<{ child: ChildProcess; pid: number; sn: string; securityCode: string; stop: () => Promise<void> }> {
  // BENCH_BRIDGE_NODE_ARGS: options for the bridge's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to find its hot spots.
  const nodeArgs = (process.env["BENCH_BRIDGE_NODE_ARGS"] ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, CLI, "--server", serverUrl, "--config", config, "--data", data], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out = (out + chunk.toString()).slice(-20_000)));
  child.stderr.on("data", (chunk: Buffer) => (out = (out + chunk.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await poll(() => {
    if (child.exitCode !== null) throw new Error(`the bridge exited (${child.exitCode}):\n${out}`);
    return out.includes("connected to the cloud") ? true : null;
  }, "the bridge connected to the cloud", 60_000);
  const sn = /^SN: (\S+)$/m.exec(out)?.[1] ?? "";
  const securityCode = /^Security code: (\S+)$/m.exec(out)?.[1] ?? "";
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  };
  return { child, pid: child.pid!, sn, securityCode, stop };
}

/** A console's live socket for one channel stream (what a double-click opens): ticket, /ws-live, MSE. */
export interface Viewer {
  /** Binary frames so far: the first is the MP4 init segment, each later one a media fragment. */
  binaries(): number;
  /** ms from the ticket call to the first media fragment (the second binary frame). */
  firstFragment(timeoutMs?: number): Promise<number>;
  close(): void;
}

export async function openViewer(api: ApiClient, baseUrl: string, sn: string, chlIndex: number, stream: "main" | "sub"): Promise<Viewer> {
  const started = performance.now();
  const ticket = await api.call("/device/access-token/get", { sn, chlIndex, stream });
  const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}${ticket.path}`);
  let binaries = 0;
  let firstAt = 0;
  let error = "";
  const waiters = new Set<() => void>();
  socket.on("message", (data, isBinary) => {
    if (isBinary && ++binaries === 2) firstAt = performance.now();
    if (!isBinary && (JSON.parse(data.toString()) as { type: string }).type === "error") error = data.toString();
    waiters.forEach((w) => w());
  });
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  socket.send(JSON.stringify({ type: "mse", value: "avc1.640029,avc1.64001F,avc1.4D401F,avc1.42E01E,avc1.42C01E,avc1.42C01F" }));
  return {
    binaries: () => binaries,
    firstFragment: (timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (firstAt) resolve(firstAt - started);
          else if (error) reject(new Error(`live view of ${sn} CH${chlIndex} ${stream}: ${error}`));
          else return;
          clearTimeout(timer);
          waiters.delete(check);
        };
        const timer = setTimeout(() => reject(new Error(`no fragment from ${sn} CH${chlIndex} ${stream} in ${timeoutMs} ms`)), timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => socket.close(),
  };
}

/** A TCP proxy in front of the RTSP server that counts the connections open through it. */
export async function countingProxy(targetPort: number): Promise<{ port: number; open: () => number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, "127.0.0.1");
    sockets.add(client);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      sockets.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    open: () => sockets.size,
    close: () => {
      sockets.forEach((s) => s.destroy());
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
