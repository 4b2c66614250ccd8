import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_CONSOLE_DIR } from "./server-paths.js";

/** Pino levels accepted by LOG_LEVEL. */
/** The listening socket's accept queue: room for a device fleet reconnecting at once (the kernel caps it at somaxconn). */
export const LISTEN_BACKLOG = 4096;

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Everything the server reads from its environment, already validated and resolved. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute data directory; PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir: string;
  /** PostgreSQL connection string; null means embedded PGlite. */
  databaseUrl: string | null;
  /** Demo mode: Demo Co, its users, sites and a simulated fleet on an empty database. */
  demo: boolean;
  /** Simulated devices the demo runs in process (VMS_DEMO_DEVICES, default 12; 0 = none). */
  demoDevices: number;
  /** Events per minute each demo device emits (VMS_DEMO_EVENTS_PER_MIN, default 2; 0 = none). */
  demoEventsPerMinute?: number;
  /**
   * Where the demo's devices run (VMS_DEMO_FLEET): "process" starts them inside this server;
   * "external" expects them from a simulator process (npm run cluster) and binds them once;
   * "none" leaves them to another instance of the cluster.
   */
  demoFleet: "process" | "external" | "none";
  /** This instance's name in device_registry.instance_id (VMS_INSTANCE_ID, default host:port). */
  instanceId: string;
  /**
   * Milliseconds between SIGTERM's "not ready" and closing (VMS_DRAIN_MS, default 0): the time a
   * load balancer's health check needs to stop sending new connections here (docs/operations.md).
   */
  drainMs: number;
  /**
   * How often an instance writes its heartbeat row (VMS_HEARTBEAT_MS, default 2,000) and how old it
   * may be before the others count the instance dead (VMS_HEARTBEAT_DEADLINE_MS, default three
   * beats): its devices are marked offline and commands stop going to it (decision 0039).
   */
  heartbeatMs: number;
  heartbeatDeadlineMs: number;
  /**
   * How instances reach each other (VMS_INSTANCE_BUS): "postgres" LISTEN/NOTIFY on DATABASE_URL (the
   * default with DATABASE_URL), "local" in-process only (the default on PGlite; decision 0039).
   * Absent: decided from databaseUrl.
   */
  instanceBus?: "local" | "postgres";
  /** Absolute directory of the built console. */
  consoleDir: string;
  logLevel: LogLevel;
  /** Build time and commit stamped by CI; null lets the server work them out. */
  buildTime: string | null;
  commit: string | null;
  /** SMTP server URL (smtp:// or smtps://, credentials in the URL); null writes mails to `<dataDir>/outbox`. */
  smtpUrl: string | null;
  /** From header of every mail. */
  smtpFrom: string;
  /** Session token lifetime in seconds (VMS_TOKEN_TTL_S). */
  tokenTtlS: number;
  /**
   * How long a session row and its caller stay cached in process (VMS_AUTH_CACHE_MS, 0 = off):
   * the longest a revocation or role change made on another instance goes unseen (decision 0008).
   */
  authCacheMs: number;
  /** Wrong passwords before the account locks (VMS_LOGIN_MAX_FAILS). */
  loginMaxFails: number;
  /** Wrong passwords after which an image code is required (VMS_CAPTCHA_AFTER_FAILS). */
  captchaAfterFails: number;
  /** How long a lock lasts (VMS_LOCK_MINUTES). */
  lockMinutes: number;
  /** Login and pre-check attempts per client IP per minute before 6001 (VMS_LOGIN_IP_PER_MINUTE). */
  loginIpPerMinute: number;
  /** E-mail codes sent per client IP per hour before 6001 (VMS_CODE_IP_PER_HOUR). */
  codeIpPerHour: number;
  /** Fastify `trustProxy` (VMS_TRUST_PROXY): false, true, or trusted proxy addresses/CIDRs. */
  trustProxy: boolean | string;
  /** Sites one organization may have (VMS_MAX_SITES) before 33822. */
  maxSites: number;
  /** Deepest site level, top level = 1 (VMS_MAX_SITE_DEPTH) before 33823. */
  maxSiteDepth: number;
  /** Device streams one organization may relay at once on an instance (VMS_MAX_LIVE_STREAMS_PER_ORG) before 7070. */
  maxLiveStreamsPerOrg: number;
  /**
   * WebSocket base of each instance by VMS_INSTANCE_ID (VMS_LIVE_WS_BASES), for /device/redirect/get.
   * Behind a proxy without stickiness this instance's own entry is given too, so a socket reaches it.
   */
  liveWsBases: Record<string, string>;
  /** Where the native plugin installers are (VMS_PLUGIN_INSTALLER_DIR); null: this server does not distribute them. */
  pluginInstallerDir: string | null;
  /** JSON frames per second one device socket may send on average (VMS_DEVICE_FRAMES_PER_SEC, 0 = no budget); beyond it 4008. */
  deviceFramesPerSec: number;
  /** JSON frames one device socket may send at once (VMS_DEVICE_FRAME_BURST). */
  deviceFrameBurst: number;
  /** New device SNs one client IP may register per hour (VMS_DEVICE_NEW_SN_PER_IP_PER_HOUR, 0 = no limit); beyond it 6001. */
  deviceNewSnPerIpPerHour: number;
  /** The console's public address in mails' links (VMS_PUBLIC_URL, no trailing slash); null: http://localhost:<port>. */
  publicUrl: string | null;
  /** Minutes a device stays offline before its offline alarm (VMS_OFFLINE_ALARM_MINUTES); null: the alarms module's default. */
  offlineAlarmMinutes: number | null;
  /** Readable log lines: a person at a terminal, not the test runner (`npm run quickstart`). */
  prettyLogs: boolean;
  /**
   * The environment this config was read from. Cloud recording and payments validate their own
   * settings from it (their schemas live with them); no module reads `process.env`.
   */
  env: Readonly<Record<string, string | undefined>>;
}

/** A bad environment variable; main.ts prints the message and exits. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(["1", "true", "yes", "on", "0", "false", "no", "off"]))
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  VMS_DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  VMS_DEMO: flag.default(false),
  VMS_DEMO_DEVICES: z.coerce.number().int().min(0).max(10_000).default(12),
  VMS_DEMO_EVENTS_PER_MIN: z.coerce.number().min(0).max(600).default(2),
  VMS_DEMO_FLEET: z.enum(["process", "external", "none"]).default("process"),
  VMS_INSTANCE_ID: z.string().trim().min(1).max(128).optional(),
  VMS_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  VMS_HEARTBEAT_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  VMS_HEARTBEAT_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  VMS_INSTANCE_BUS: z.enum(["local", "postgres"]).optional(),
  VMS_CONSOLE_DIR: z.string().trim().min(1).optional(),
  VMS_PLUGIN_INSTALLER_DIR: z.string().trim().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  VMS_BUILD_TIME: z.string().trim().min(1).optional(),
  VMS_COMMIT: z.string().trim().min(1).optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  SMTP_FROM: z.string().trim().min(1).default("VMS Console <no-reply@vms.local>"),
  VMS_TOKEN_TTL_S: z.coerce.number().int().min(1).default(7200),
  VMS_AUTH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  VMS_LOGIN_MAX_FAILS: z.coerce.number().int().min(1).default(5),
  VMS_CAPTCHA_AFTER_FAILS: z.coerce.number().int().min(0).default(3),
  VMS_LOCK_MINUTES: z.coerce.number().int().min(1).default(10),
  VMS_LOGIN_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  VMS_CODE_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  VMS_TRUST_PROXY: z.string().trim().optional(),
  VMS_MAX_SITES: z.coerce.number().int().min(1).default(500),
  VMS_MAX_SITE_DEPTH: z.coerce.number().int().min(1).max(32).default(5),
  VMS_MAX_LIVE_STREAMS_PER_ORG: z.coerce.number().int().min(1).max(100_000).default(64),
  VMS_DEVICE_FRAMES_PER_SEC: z.coerce.number().min(0).max(100_000).default(50),
  VMS_DEVICE_FRAME_BURST: z.coerce.number().int().min(1).max(1_000_000).default(500),
  VMS_DEVICE_NEW_SN_PER_IP_PER_HOUR: z.coerce.number().int().min(0).max(10_000_000).default(10_000),
  // "id=wss://a.example.com,id2=wss://b.example.com"
  VMS_LIVE_WS_BASES: z
    .string()
    .trim()
    .regex(/^[^=,\s]+=wss?:\/\/[^,\s]+(,[^=,\s]+=wss?:\/\/[^,\s]+)*$/, "must be id=ws(s)://host[,id=ws(s)://host…]")
    .optional(),
  VMS_PUBLIC_URL: z.string().trim().min(1).optional(),
  // Lenient, as it always was: anything but a positive number leaves the default.
  VMS_OFFLINE_ALARM_MINUTES: z.string().optional(),
});

/**
 * VMS_TRUST_PROXY: a flag ("1", "true" … trust every proxy) or a comma-separated list of proxy
 * addresses/CIDRs. Only then is X-Forwarded-For believed for the client IP of login logs and
 * rate limits; otherwise a client could choose its own IP.
 */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined) return false;
  const asFlag = flag.safeParse(value);
  return asFlag.success ? asFlag.data : value;
}

/**
 * Readable lines for a person at a terminal (`npm run quickstart`); JSON lines for everything
 * else (production, containers, pipes) and always under the test runner.
 */
export function wantsPrettyLogs(stdout: { isTTY?: boolean }, env: Readonly<Record<string, string | undefined>>): boolean {
  return stdout.isTTY === true && !env.VITEST;
}

const positiveOrNull = (n: number): number | null => (Number.isFinite(n) && n > 0 ? n : null);

/**
 * Parses the server environment. Empty variables count as unset (container env files often
 * carry `NAME=`). Relative directories resolve against `cwd`, except the console directory
 * whose default is found from the server's own location.
 */
export function parseConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ServerConfig {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]])
      .filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join("\n  ")}`);
  }
  const e = parsed.data;
  const heartbeatDeadlineMs = e.VMS_HEARTBEAT_DEADLINE_MS ?? 3 * e.VMS_HEARTBEAT_MS;
  if (heartbeatDeadlineMs <= e.VMS_HEARTBEAT_MS) throw new ConfigError("Invalid environment:\n  VMS_HEARTBEAT_DEADLINE_MS: must be longer than VMS_HEARTBEAT_MS");
  if (e.VMS_INSTANCE_BUS === "postgres" && !e.DATABASE_URL) throw new ConfigError("Invalid environment:\n  VMS_INSTANCE_BUS: postgres needs DATABASE_URL (PGlite is one process)");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.VMS_DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    demo: e.VMS_DEMO,
    demoDevices: e.VMS_DEMO_DEVICES,
    demoEventsPerMinute: e.VMS_DEMO_EVENTS_PER_MIN,
    demoFleet: e.VMS_DEMO_FLEET,
    instanceId: e.VMS_INSTANCE_ID ?? `${os.hostname()}:${e.PORT}`,
    drainMs: e.VMS_DRAIN_MS,
    heartbeatMs: e.VMS_HEARTBEAT_MS,
    heartbeatDeadlineMs,
    // Instances on one PostgreSQL talk through it unless told otherwise (decision 0039).
    instanceBus: e.VMS_INSTANCE_BUS ?? (e.DATABASE_URL ? "postgres" : "local"),
    consoleDir: e.VMS_CONSOLE_DIR ? path.resolve(cwd, e.VMS_CONSOLE_DIR) : DEFAULT_CONSOLE_DIR,
    logLevel: e.LOG_LEVEL,
    buildTime: e.VMS_BUILD_TIME ?? null,
    commit: e.VMS_COMMIT ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    smtpFrom: e.SMTP_FROM,
    tokenTtlS: e.VMS_TOKEN_TTL_S,
    authCacheMs: e.VMS_AUTH_CACHE_MS,
    loginMaxFails: e.VMS_LOGIN_MAX_FAILS,
    captchaAfterFails: e.VMS_CAPTCHA_AFTER_FAILS,
    loginIpPerMinute: e.VMS_LOGIN_IP_PER_MINUTE,
    codeIpPerHour: e.VMS_CODE_IP_PER_HOUR,
    lockMinutes: e.VMS_LOCK_MINUTES,
    trustProxy: parseTrustProxy(e.VMS_TRUST_PROXY),
    maxSites: e.VMS_MAX_SITES,
    maxSiteDepth: e.VMS_MAX_SITE_DEPTH,
    maxLiveStreamsPerOrg: e.VMS_MAX_LIVE_STREAMS_PER_ORG,
    deviceFramesPerSec: e.VMS_DEVICE_FRAMES_PER_SEC,
    deviceFrameBurst: e.VMS_DEVICE_FRAME_BURST,
    deviceNewSnPerIpPerHour: e.VMS_DEVICE_NEW_SN_PER_IP_PER_HOUR,
    pluginInstallerDir: e.VMS_PLUGIN_INSTALLER_DIR ? path.resolve(cwd, e.VMS_PLUGIN_INSTALLER_DIR) : null,
    liveWsBases: Object.fromEntries((e.VMS_LIVE_WS_BASES ?? "").split(",").filter(Boolean).map((pair) => pair.split("=", 2) as [string, string])),
    publicUrl: e.VMS_PUBLIC_URL?.replace(/\/+$/, "") ?? null,
    offlineAlarmMinutes: positiveOrNull(Number(e.VMS_OFFLINE_ALARM_MINUTES)),
    prettyLogs: wantsPrettyLogs(process.stdout, env),
    env,
  };
}
