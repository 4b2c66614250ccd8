import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// OWASP Password Storage Cheat Sheet: argon2id with m = 19 MiB, t = 2, p = 1. @node-rs/argon2
// defaults to argon2id; its `Algorithm` is a const enum that isolated modules cannot reference,
// so the algorithm is left at that default (the PHC string starts with `$argon2id$`).
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/** Hashes a password into an argon2id PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies `password` against a stored hash. With no hash (unknown login name, or an invited
 * user without a password yet) it verifies against a throwaway hash with the same cost and
 * answers false, so the time taken does not reveal whether the account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  // A corrupt stored hash is a refusal, not a 500 that would tell the caller something.
  return verify(storedHash, password).catch(() => false);
}
