import { createHash, randomBytes } from "node:crypto";

/** A new token (32 random bytes, base64url): the bearer secret sent with every request. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A new sid (32 random bytes, hex): the HMAC key, sent once and never again (docs/api.md §3). */
export function newSid(): string {
  return randomBytes(32).toString("hex");
}

/**
 * What the sessions table stores instead of the token: a database leak then yields no usable
 * token. SHA-256 without salt is enough for 256 random bits and keeps the lookup indexable.
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
