import { createHmac } from "node:crypto";

/** Stripe's webhook signature header: `t=<unix s>,v1=<HMAC-SHA256(secret, "t.payload") hex>`. */
export function stripeSignature(payload: string, secret: string, timestampSec = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac("sha256", secret).update(`${timestampSec}.${payload}`, "utf8").digest("hex");
  return `t=${timestampSec},v1=${v1}`;
}
