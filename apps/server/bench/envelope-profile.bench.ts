// `pnpm --filter @vms/server bench` (profile part): what each stage of the /vms envelope pipeline
// costs per call, timed one call after another on the real app and database (PGlite, and
// PostgreSQL when 127.0.0.1:5432 answers). The stages are the dispatcher's own functions, in its
// order: parse (JSON + envelope schema), signature (version, freshness, HMAC), session lookup,
// nonce, caller + permission check, data schema, handler, response (schema + serialize). "whole
// call" is app.inject of the same call (Fastify routing and hooks included, no socket). For a
// flame graph: `node --cpu-prof --import tsx bench/envelope-profile.bench.ts`. Not a test.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { registry, type ApiPath, type EndpointDef } from "@vms/api-client";
import { buildSignedBody } from "@vms/api-client/sign";
import { hasAnyCode } from "@vms/permissions";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { buildApp } from "../src/app.js";
import { parseConfig } from "../src/core/config.js";
import { compiledSchema } from "../src/lib/compiled-schema.js";
import { createAuthCache } from "../src/modules/access/auth-cache.js";
import { createCallerLoader } from "../src/modules/access/caller.js";
import { createNonceStore } from "../src/modules/nonces/nonce-store.js";
import { checkToken } from "../src/core/session.js";
import { okEnvelope } from "../src/plugins/envelope/envelope-reply.js";
import { checkFreshness, checkSignature, checkVersion, nonceExpiry, parseData, parseJsonEnvelope } from "../src/plugins/envelope/request-checks.js";
import { TEST_PASSWORD } from "../src/test-support/accounts.js";
import { createTestDatabase, postgresReachable } from "../src/test-support/postgres.js";
import { BENCH_ADMIN, seed } from "./seed.js";

const CALLS = Number(process.env["BENCH_CALLS"] ?? 1000);
const DEVICES = Number(process.env["BENCH_DEVICES"] ?? 1000);
const STAGES = ["parse", "signature", "session lookup", "nonce", "caller + permission", "data schema", "handler", "response"] as const;
type Stage = (typeof STAGES)[number];

async function signIn(app: FastifyInstance): Promise<{ token: string; sid: string }> {
  const body = buildSignedBody({ loginName: BENCH_ADMIN, password: TEST_PASSWORD }, null, Date.now()).json;
  const res = await app.inject({ method: "POST", url: "/vms/user/login", headers: { "content-type": "application/json" }, payload: body });
  return (res.json() as { data: { token: string; sid: string } }).data;
}

async function profile(app: FastifyInstance, path: ApiPath, data: object): Promise<void> {
  const db = app.vms.database.db;
  const nonces = createNonceStore(db);
  // As the app wires it (decision 0008): callers cached for VMS_AUTH_CACHE_MS.
  const callers = createCallerLoader(db, createAuthCache({ ttlMs: app.vms.config.authCacheMs }).callers);
  const endpoint: EndpointDef = registry[path];
  const handler = app.vms.handlers.get(path)!;
  const session = await signIn(app);
  const times = new Map<Stage, number[]>(STAGES.map((s) => [s, []]));
  const whole: number[] = [];
  // The handler context's request: the handlers timed here read none of it but the locale and ip.
  const request = { ip: "127.0.0.1", headers: { "accept-language": "en-US" }, log: app.log } as unknown as FastifyRequest;

  for (let i = 0; i < CALLS + 50; i++) {
    const warm = i < 50;
    const body = buildSignedBody(data, session, Date.now()).json;
    let t = performance.now();
    const lap = (stage: Stage) => {
      const now = performance.now();
      if (!warm) times.get(stage)!.push(now - t);
      t = now;
    };
    const envelope = parseJsonEnvelope(body);
    lap("parse");
    const resolved = await checkToken(app.vms.sessions, envelope.basic.token);
    if (!("session" in resolved)) throw new Error(`session refused: ${resolved.code}`);
    lap("session lookup");
    checkVersion(envelope.basic);
    checkFreshness(envelope.basic, Date.now());
    checkSignature(envelope.basic, envelope.dataText, resolved.session.sid);
    lap("signature");
    if (!(await nonces.consume(envelope.basic.nonce, nonceExpiry(envelope.basic), envelope.basic.time))) throw new Error("nonce replayed");
    lap("nonce");
    const caller = await callers.load(resolved.session);
    if (!caller || (endpoint.anyOf?.length && !hasAnyCode([...caller.codes], endpoint.anyOf))) throw new Error("no permission");
    lap("caller + permission");
    const parsed = parseData(endpoint.request, envelope.data);
    lap("data schema");
    const result = await handler({ data: parsed, session: resolved.session, caller, locale: "en-US", db, request, log: app.log, files: [] });
    lap("handler");
    const output = z.safeParse(compiledSchema(endpoint.response), result);
    if (!output.success) throw new Error("response schema mismatch");
    JSON.stringify(okEnvelope(output.data));
    lap("response");

    const t0 = performance.now();
    const res = await app.inject({ method: "POST", url: `/vms${path}`, headers: { "content-type": "application/json" }, payload: buildSignedBody(data, session, Date.now()).json });
    if (!warm) whole.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${path} answered HTTP ${res.statusCode}`);
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const mean = (values: number[]) => values.reduce((n, v) => n + v, 0) / values.length;
  const sumOfMeans = STAGES.reduce((n, s) => n + mean(times.get(s)!), 0);
  const us = (ms: number) => (ms * 1000).toFixed(0).padStart(8);
  console.log(`\n${path} ${JSON.stringify(data)}: ${CALLS} calls; µs per call`);
  console.log(`${"stage".padEnd(22)} ${"mean".padStart(8)} ${"median".padStart(8)} ${"share".padStart(6)}`);
  for (const stage of STAGES) {
    const values = times.get(stage)!;
    console.log(`${stage.padEnd(22)} ${us(mean(values))} ${us(median(values))} ${`${((mean(values) / sumOfMeans) * 100).toFixed(0)}%`.padStart(6)}`);
  }
  const handlerMean = mean(times.get("handler")!);
  console.log(`${"stages together".padEnd(22)} ${us(sumOfMeans)}`);
  console.log(`${"pipeline (no handler)".padEnd(22)} ${us(sumOfMeans - handlerMean)}`);
  console.log(`${"whole call (inject)".padEnd(22)} ${us(mean(whole))} ${us(median(whole))}`);
}

async function run(engine: "pglite" | "postgres"): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vms-profile-"));
  const database = engine === "postgres" ? await createTestDatabase() : null;
  const config = parseConfig({ VMS_DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0", HOST: "127.0.0.1", ...(database ? { DATABASE_URL: database.url } : {}) });
  const app = await buildApp(config);
  try {
    await app.ready();
    await seed(app.vms.database.db, DEVICES);
    console.log(`\n=== ${engine} (${DEVICES} devices) ===`);
    await profile(app, "/user/profile/get", {});
    await profile(app, "/device/page", { pageNum: 1, pageSize: 20 });
  } finally {
    await app.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await run("pglite");
if (postgresReachable) await run("postgres");
else console.log("\nPostgreSQL at 127.0.0.1:5432 not reachable: PGlite only");
