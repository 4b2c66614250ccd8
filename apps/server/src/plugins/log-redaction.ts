import { fileURLToPath } from "node:url";
import type { FastifyServerOptions } from "fastify";
import type { LogLevel } from "../core/config.js";

// Secrets that must never reach a log line (decision 0002): passwords, tokens, sids, OTP
// secrets, codes and hashes. Fastify does not log bodies, and our code never logs them; this is
// the net under that rule, in case a body or header ends up in a log object some day.
const SECRET_KEYS = [
  "password",
  "oldPassword",
  "newPassword",
  "passwordHash",
  "token",
  "tokenHash",
  "sid",
  "sign",
  "secret",
  "otpauthUri",
  "dynamicCode",
  "emailCode",
  "imgCode",
  "code_hash",
  "authorization",
  "cookie",
];

/** pino redact paths: each secret key at the top level and up to three levels down. */
export const REDACT_PATHS: readonly string[] = SECRET_KEYS.flatMap((key) => [
  key,
  `*.${key}`,
  `*.*.${key}`,
  `*.*.*.${key}`,
]).concat(["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]']);

/**
 * pino-pretty as a pino transport. Its path is resolved here because pino would look it up from
 * fastify's own folder, where pnpm does not put it.
 */
function prettyTransport(): { target: string; options: Record<string, unknown> } {
  return {
    target: fileURLToPath(import.meta.resolve("pino-pretty")),
    options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" },
  };
}

/**
 * The Fastify logger options with redaction added: the configured level, or the options a test
 * passes (e.g. a capturing stream). `false` stays off. `pretty` formats the configured logger
 * with pino-pretty; redaction happens before formatting, so it holds either way.
 */
export function loggerOptions(
  level: LogLevel,
  override: FastifyServerOptions["logger"],
  pretty: boolean,
): FastifyServerOptions["logger"] {
  if (override === false) return false;
  const configured = override === undefined || override === true;
  // A silent logger needs no formatting worker thread.
  const base = configured ? { level, ...(pretty && level !== "silent" ? { transport: prettyTransport() } : {}) } : override;
  return { ...base, redact: { paths: [...REDACT_PATHS], censor: "[redacted]" } };
}
