// The client side of load.bench.ts: starting the server process, signed autocannon requests, and the
// three ways of loading it (saturation, a fixed rate, one call at a time). Not a bench on its own.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { SUCCESS_CODE } from "@vms/api-client";
import { buildSignedBody } from "@vms/api-client/sign";
import autocannon from "autocannon";
import { requestBytes, sendPaced } from "./paced-client.js";

const HERE = path.dirname(fileURLToPath(import.meta.url));

export type Engine = "pglite" | "postgres";

/** What load-server.bench.ts prints when it listens: a signed-in administrator. */
export interface Ready {
  port: number;
  token: string;
  sid: string;
}

/** Starts load-server.bench.ts on `engine` (with `env` added to its environment) and waits for its ready line. */
export async function startServer(engine: Engine, env: Record<string, string> = {}): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(HERE, "load-server.bench.ts")], {
    env: { ...process.env, ...env, BENCH_ENGINE: engine },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    // The server's own log lines are JSON too (stdout is a pipe): the ready line is the one with a port.
    const ready = line.startsWith("{") ? (JSON.parse(line) as Partial<Ready>) : null;
    if (ready?.port && ready.token) return { child, ready: ready as Ready };
  }
  throw new Error(`load-server (${engine}) exited before it was ready`);
}

/** CPU time (user + system, ms) a process has used so far, from /proc (0 where there is none). */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime (fields 14 and 15 of stat; 12 and 13 after the command name), in clock ticks of 10 ms (USER_HZ).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** A bench target: what autocannon sends, and what one sequential call sends. */
export interface Target {
  name: string;
  request: autocannon.Request;
  /** Method, path and body of one call (a signed body is signed afresh each time). */
  one(): { method: string; path: string; body?: string };
  /** Whether an HTTP 200 body is a success (an envelope refusal is HTTP 200 too). */
  accepts(body: string): boolean;
  /** Refused answers since the last reset (they would hide from autocannon's non2xx). */
  refused: number;
}

const JSON_HEADERS = { "content-type": "application/json", "accept-language": "en-US" };

export function bareTarget(): Target {
  const call = { method: "GET" as const, path: "/bench/bare" };
  return { name: "bare route, one query", request: call, one: () => call, accepts: () => true, refused: 0 };
}

/** A POST of /vms`apiPath` whose body is signed when the request is sent (fresh time and nonce). */
export function signedTarget(name: string, apiPath: string, data: object, session: Ready): Target {
  const accepts = (body: string) => body.startsWith(`{"basic":{"code":${SUCCESS_CODE},`);
  const target: Target = {
    name,
    request: {
      method: "POST",
      path: `/vms${apiPath}`,
      headers: JSON_HEADERS,
      setupRequest: (req) => ({ ...req, body: buildSignedBody(data, session, Date.now()).json }),
      onResponse: (_status, body) => {
        if (!accepts(body)) target.refused += 1;
      },
    },
    one: () => ({ method: "POST", path: `/vms${apiPath}`, body: buildSignedBody(data, session, Date.now()).json }),
    accepts,
    refused: 0,
  };
  return target;
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function figures(result: autocannon.Result, target: Target): Figures {
  const failed = result.errors + result.timeouts + result.non2xx + target.refused;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: failed };
}

/** As many requests as `connections` connections answered back to back can carry. */
export async function saturate(url: string, target: Target, connections: number, durationS: number): Promise<Figures> {
  target.refused = 0;
  return figures(await autocannon({ url, connections, duration: durationS, requests: [target.request] }), target);
}

/**
 * `rate` requests per second in all over `connections` (autocannon `overallRate`). Autocannon
 * paces per second: each connection sends its share back to back as each second starts, then
 * waits, so its latencies are those of bursts of `connections` requests at once.
 */
export async function fixedRate(url: string, target: Target, rate: number, connections: number, durationS: number): Promise<Figures> {
  target.refused = 0;
  return figures(await autocannon({ url, connections, duration: durationS, overallRate: rate, requests: [target.request] }), target);
}

/** Warms connections, plans and JIT before measuring. */
export async function warmUp(url: string, target: Target): Promise<void> {
  await autocannon({ url, connections: 4, amount: 200, requests: [target.request] });
}

function send(agent: http.Agent, port: number, target: Target, call: { method: string; path: string; body?: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, agent, method: call.method, path: call.path, headers: call.body ? JSON_HEADERS : {} }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => (res.statusCode === 200 && target.accepts(text) ? resolve() : reject(new Error(`${call.path}: ${text.slice(0, 120)}`))));
    });
    req.on("error", reject);
    req.end(call.body);
  });
}

export interface Latency {
  mean: number;
  p50: number;
}

/**
 * One connection, one call at a time, the targets taking turns (so a load spike on the shared
 * machine hits them alike): mean and median latency in ms of each, timed around the HTTP exchange
 * only (the body is signed before the clock starts).
 */
export async function sequential(port: number, targets: readonly Target[], calls: number): Promise<Latency[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = targets.map((): number[] => []);
  try {
    for (let i = 0; i < calls + 100; i++) {
      for (const [k, target] of targets.entries()) {
        const call = target.one();
        const t0 = performance.now();
        await send(agent, port, target, call);
        if (i >= 100) times[k]!.push(performance.now() - t0);
      }
    }
  } finally {
    agent.destroy();
  }
  return times.map((list) => {
    list.sort((a, b) => a - b);
    return { mean: list.reduce((n, t) => n + t, 0) / list.length, p50: list[Math.floor(list.length / 2)] ?? NaN };
  });
}

/**
 * An open-loop fixed rate of `rate` requests per second for `durationS` (paced-client.ts): evenly
 * spaced, timed from when each was due. The bodies are signed before the clock starts.
 */
export async function paced(port: number, target: Target, rate: number, durationS: number): Promise<Figures> {
  const requests = Array.from({ length: Math.round(rate * durationS) }, () => {
    const call = target.one();
    return { bytes: requestBytes(call.method, call.path, call.body), accepts: target.accepts };
  });
  const { latencies, elapsedS, errors } = await sendPaced(port, requests, rate);
  const at = (q: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? NaN).toFixed(1));
  return { rps: latencies.length / elapsedS, p50: at(0.5), p99: at(0.99), errors };
}
