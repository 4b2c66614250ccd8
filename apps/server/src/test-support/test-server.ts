import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, it } from "vitest";
import { buildApp } from "../app.js";
import type { AppOptions } from "../app-types.js";
import { LISTEN_BACKLOG, type ServerConfig } from "../core/config.js";
import { pgliteDirOf } from "../core/server-paths.js";
import { seedPgliteDir } from "./pglite-template.js";
import { createTestDatabase, POSTGRES_HOST, POSTGRES_PORT, postgresReachable, postgresRequired } from "./postgres.js";

/** A server listening on an ephemeral port. */
export interface RunningServer {
  app: FastifyInstance;
  baseUrl: string;
}

export type DatabaseEngine = "pglite" | "postgres";

/** Index and one hashed asset, as a Vite build would emit them. */
export const CONSOLE_INDEX_HTML = "<!doctype html><html><body><div id=\"root\">vms-console-test</div></body></html>";
export const CONSOLE_ASSET = "assets/index-3f2a9c1b.js";

async function writeFakeConsole(dir: string): Promise<void> {
  await mkdir(path.join(dir, "assets"), { recursive: true });
  await writeFile(path.join(dir, "index.html"), CONSOLE_INDEX_HTML);
  await writeFile(path.join(dir, CONSOLE_ASSET), "console.log('vms');\n");
}

/** Config for tests: temp directories, quiet logs, stamped build info. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: path.join(os.tmpdir(), "vms-unused"),
    databaseUrl: null,
    demo: false,
    demoDevices: 0,
    demoFleet: "process",
    instanceId: "test-instance",
    drainMs: 0,
    heartbeatMs: 2_000,
    heartbeatDeadlineMs: 6_000,
    consoleDir: path.join(os.tmpdir(), "vms-no-console"),
    logLevel: "silent",
    buildTime: "2026-01-02T03:04:05Z",
    commit: "abc1234",
    smtpUrl: null,
    smtpFrom: "VMS Console <no-reply@vms.local>",
    tokenTtlS: 7200,
    authCacheMs: 2_000,
    loginMaxFails: 5,
    captchaAfterFails: 3,
    loginIpPerMinute: 30,
    codeIpPerHour: 20,
    lockMinutes: 10,
    trustProxy: false,
    maxSites: 500,
    maxSiteDepth: 5,
    maxLiveStreamsPerOrg: 64,
    liveWsBases: {},
    pluginInstallerDir: null,
    deviceFramesPerSec: 50,
    deviceFrameBurst: 500,
    deviceNewSnPerIpPerHour: 10_000,
    publicUrl: null,
    offlineAlarmMinutes: null,
    prettyLogs: false,
    env: process.env,
    ...overrides,
  };
}

/**
 * `buildApp` for tests: on PGlite, an empty data directory first gets a copy of the run's migrated
 * template (vitest.global-setup.ts), so the server skips initdb; a restart finds its own database.
 */
export async function buildTestApp(config: ServerConfig, options?: AppOptions): Promise<FastifyInstance> {
  if (!config.databaseUrl) await seedPgliteDir(pgliteDirOf(config.dataDir));
  return buildApp(config, options);
}

/**
 * Starts a server on `engine` before the enclosing describe's tests and stops it (dropping its
 * temp directory or database) after them. The getter is valid inside tests and hooks.
 */
export function useServer(
  engine: DatabaseEngine,
  options: AppOptions = {},
  config: Partial<ServerConfig> = {},
): () => RunningServer {
  let running: RunningServer | null = null;
  let tempDir = "";
  let dropDatabase: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), "vms-server-test-"));
    const consoleDir = path.join(tempDir, "console");
    await writeFakeConsole(consoleDir);
    let databaseUrl: string | null = null;
    if (engine === "postgres") {
      const database = await createTestDatabase();
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    const app = await buildTestApp(testConfig({ dataDir: path.join(tempDir, "data"), consoleDir, databaseUrl, ...config }), options);
    await app.listen({ port: 0, host: "127.0.0.1", backlog: LISTEN_BACKLOG });
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("server has no TCP address");
    running = { app, baseUrl: `http://127.0.0.1:${address.port}` };
  });

  afterAll(async () => {
    await running?.app.close();
    await dropDatabase?.();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });

  return () => {
    if (!running) throw new Error("server not started");
    return running;
  };
}

/**
 * Declares the same suite on PGlite and, when 127.0.0.1:5432 answers, on PostgreSQL
 * (spec-wide rule of docs/decisions/0001: both engines run one migrations folder).
 */
export function describeOnDatabases(title: string, body: (server: () => RunningServer) => void): void {
  describe(`${title} [PGlite]`, () => body(useServer("pglite")));
  describePostgres(title, () => body(useServer("postgres")));
}

/**
 * Declares `body` once per engine (PGlite, and PostgreSQL when it answers), for suites that start
 * their own server with options (`useServer(engine, options, config)`).
 */
export function describeOnEngines(title: string, body: (engine: DatabaseEngine) => void): void {
  describe(`${title} [PGlite]`, () => body("pglite"));
  describePostgres(title, () => body("postgres"));
}

/**
 * The PostgreSQL half of a dual-engine suite. Unreachable PostgreSQL skips it with a warning on a
 * developer machine, and fails it where VMS_REQUIRE_POSTGRES=1 (CI with PostgreSQL installed).
 */
export function describePostgres(title: string, body: () => void): void {
  const name = `${title} [PostgreSQL]`;
  if (postgresReachable) {
    describe(name, body);
    return;
  }
  const reason = `PostgreSQL at ${POSTGRES_HOST}:${POSTGRES_PORT} not reachable`;
  if (postgresRequired) {
    describe(name, () => {
      it("runs on PostgreSQL (VMS_REQUIRE_POSTGRES=1)", () => {
        throw new Error(`${reason}, but VMS_REQUIRE_POSTGRES=1 requires the PostgreSQL run`);
      });
    });
    return;
  }
  console.warn(`${reason}: skipping the PostgreSQL run`);
  describe.skip(name, body);
}
