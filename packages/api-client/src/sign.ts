import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { API_VERSION } from "./constants.js";
import { randomHex } from "./random.js";
import type { RequestBasic } from "./envelope.js";

// @noble/hashes is synchronous and works outside secure contexts, unlike crypto.subtle.

/** Hex SHA-256 of a UTF-8 string. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** Hex HMAC-SHA256 of `text` keyed by `key` (the session secret `sid`, or "" before login). */
export function hmacSha256Hex(key: string, text: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(text)));
}

/** The exact text that `sign` covers (see docs/api.md). */
export function signingText(basic: Omit<RequestBasic, "sign">, dataJson: string): string {
  return [basic.ver, String(basic.time), basic.id, basic.nonce, basic.token, sha256Hex(dataJson)].join("\n");
}

/** Computes `basic.sign` for a request whose data serialises to `dataJson`. */
export function computeSign(basic: Omit<RequestBasic, "sign">, dataJson: string, sid: string): string {
  return hmacSha256Hex(sid, signingText(basic, dataJson));
}

/** Constant-time comparison of two hex strings. */
export function safeEqualHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export interface SignedBody<D> {
  basic: RequestBasic;
  data: D;
}

/** Builds a complete signed request body for `data`. */
export function buildSignedBody<D extends object>(
  data: D,
  session: { token: string; sid: string } | null,
  now: number = Date.now(),
): { body: SignedBody<D>; json: string } {
  const dataJson = JSON.stringify(data);
  const unsigned = {
    ver: API_VERSION,
    time: now,
    id: randomHex(8),
    nonce: randomHex(16),
    token: session?.token ?? "",
  };
  const basic: RequestBasic = { ...unsigned, sign: computeSign(unsigned, dataJson, session?.sid ?? "") };
  // Splice the already-serialised data in so the hashed bytes are exactly the sent bytes.
  const json = `{"basic":${JSON.stringify(basic)},"data":${dataJson}}`;
  return { body: { basic, data }, json };
}
