import { createHash, createHmac } from "node:crypto";
import type { RequestBasic } from "@vms/api-client";

/**
 * The api-client's `computeSign` (docs/api.md) with Node's native SHA-256 and HMAC instead of
 * @noble/hashes, which the client uses because it runs in browsers too: the same bytes for a
 * fraction of the CPU on every call (decision 0013). native-sign.test.ts holds the two equal; a
 * change to the signing text must be made in both.
 */
export function nativeSign(basic: Omit<RequestBasic, "sign">, dataJson: string, key: string): string {
  const dataHash = createHash("sha256").update(dataJson, "utf8").digest("hex");
  const text = [basic.ver, String(basic.time), basic.id, basic.nonce, basic.token, dataHash].join("\n");
  return createHmac("sha256", key).update(text, "utf8").digest("hex");
}
