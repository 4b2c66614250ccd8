// `pnpm --filter @vms/server bench` (load part): autocannon against the real server, side by side in
// one run: real signed envelope calls (/vms/user/profile/get, /vms/device/page with BENCH_DEVICES
// devices) and a bare Fastify route doing one query on the same database, on PGlite and, when
// 127.0.0.1:5432 answers, PostgreSQL. Prints requests/s, p50 and p99 latency and the ratio to the
// bare route. Every request is signed afresh (a nonce is never replayed). Not a test.
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SUCCESS_CODE } from "@vms/api-client";
import { buildSignedBody } from "@vms/api-client/sign";
import autocannon from "autocannon";
import { postgresReachable } from "../src/test-support/postgres.js";

const CONNECTIONS = Number(process.env["BENCH_CONNECTIONS"] ?? 20);
const DURATION_S = Number(process.env["BENCH_DURATION"] ?? 10);
const HERE = path.dirname(fileURLToPath(import.meta.url));

interface Ready {
  port: number;
  token: string;
  sid: string;
}

/** Starts load-server.bench.ts on `engine` and waits for its ready line. */
async function startServer(engine: "pglite" | "postgres"): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(HERE, "load-server.bench.ts")], {
    env: { ...process.env, BENCH_ENGINE: engine },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith("{")) return { child, ready: JSON.parse(line) as Ready };
  }
  throw new Error(`load-server (${engine}) exited before it was ready`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, request: autocannon.Request): Promise<Figures> {
  refused = 0;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests: [request] });
  const failed = result.errors + result.timeouts + result.non2xx + refused;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: failed };
}

/** Envelope answers other than success (HTTP 200 with another code would hide from non2xx). */
let refused = 0;

/** A POST of `path` whose body is signed when the request is sent (fresh time and nonce). */
function signedCall(path: string, data: object, session: Ready): autocannon.Request {
  return {
    method: "POST",
    path: `/vms${path}`,
    headers: { "content-type": "application/json", "accept-language": "en-US" },
    setupRequest: (req) => ({ ...req, body: buildSignedBody(data, session, Date.now()).json }),
    onResponse: (_status, body) => {
      if (!body.startsWith(`{"basic":{"code":${SUCCESS_CODE},`)) refused += 1;
    },
  };
}

async function run(engine: "pglite" | "postgres"): Promise<void> {
  const { child, ready } = await startServer(engine);
  try {
    const url = `http://127.0.0.1:${ready.port}`;
    const targets: Array<[string, autocannon.Request]> = [
      ["bare route, one query", { method: "GET", path: "/bench/bare" }],
      ["/vms/user/profile/get", signedCall("/user/profile/get", {}, ready)],
      ["/vms/device/page (20)", signedCall("/device/page", { pageNum: 1, pageSize: 20 }, ready)],
    ];
    // Warm up connections, plans and JIT before measuring.
    for (const [, request] of targets) await autocannon({ url, connections: 4, amount: 200, requests: [request] });
    console.log(`\n${engine}: ${CONNECTIONS} connections, ${DURATION_S} s each`);
    console.log(`${"call".padEnd(24)} ${"req/s".padStart(8)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"vs bare".padStart(8)}`);
    let bare = 0;
    for (const [name, request] of targets) {
      const f = await load(url, request);
      if (!bare) bare = f.rps;
      console.log(
        `${name.padEnd(24)} ${f.rps.toFixed(0).padStart(8)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)} ${`${((f.rps / bare) * 100).toFixed(0)}%`.padStart(8)}` +
          (f.errors ? `  (${f.errors} failed)` : ""),
      );
    }
  } finally {
    await stop(child);
  }
}

await run("pglite");
if (postgresReachable) await run("postgres");
else console.log("\nPostgreSQL at 127.0.0.1:5432 not reachable: PGlite only");
