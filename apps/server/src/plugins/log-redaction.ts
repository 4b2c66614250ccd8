import type { FastifyServerOptions } from "fastify";
import type { LogLevel } from "../config.js";

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
 * The Fastify logger options with redaction added: the configured level, or the options a test
 * passes (e.g. a capturing stream). `false` stays off.
 */
export function loggerOptions(level: LogLevel, override: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (override === false) return false;
  const base = override === undefined || override === true ? { level } : override;
  return { ...base, redact: { paths: [...REDACT_PATHS], censor: "[redacted]" } };
}
