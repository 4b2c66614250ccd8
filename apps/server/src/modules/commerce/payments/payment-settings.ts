import { randomBytes } from "node:crypto";
import { SANDBOX_DEFAULT_PORT, SANDBOX_SECRET_KEY, SANDBOX_WEBHOOK_SECRET } from "@vms/payment-sandbox";
import { ConfigError, type ServerConfig } from "../../../core/config.js";

/** Payment configuration from the environment (docs/operations.md "Payments", docs/payments.md). */
export interface PaymentSettings {
  secretKey: string;
  /**
   * The webhook signing secret; null: none is configured and every webhook is refused (outside demo
   * mode without a real key, where only the reconciliation applies payments).
   */
  webhookSecret: string | null;
  /** Base URL of a Stripe-compatible API (the sandbox); null: the real api.stripe.com. */
  apiUrl: string | null;
  /** Start the sandbox as a child process on this port (demo), else null. */
  spawnSandboxPort: number | null;
  /** The payment countdown (spec §4): an unpaid order is cancelled after it. */
  countdownMs: number;
  /** Origin of the console for the provider's return links. */
  publicUrl: string;
  /** Cameras free forever per organization (spec §1). */
  freeChlNum: number;
}

const int = (text: string | undefined, fallback: number) => {
  const n = Number(text);
  return text !== undefined && text !== "" && Number.isSafeInteger(n) && n >= 0 ? n : fallback;
};

/** What the server says and does not start with: a real key whose webhooks nobody could verify. */
export const MISSING_WEBHOOK_SECRET =
  "VMS_STRIPE_SECRET_KEY is set but VMS_STRIPE_WEBHOOK_SECRET is not. Set VMS_STRIPE_WEBHOOK_SECRET to the signing secret (whsec_…) of the Stripe webhook endpoint that points at /payments/stripe/webhook; without it the server cannot tell the provider's events from forged ones, so it does not start.";

/**
 * The payment settings. The sandbox's published webhook secret is accepted only in demo mode
 * without a real key; a sandbox the server spawns outside demo mode gets a secret made for this
 * start; a real key without a webhook secret stops the start (ConfigError, decision 0018).
 */
export function paymentSettingsFromEnv(config: ServerConfig, env: ServerConfig["env"] = config.env): PaymentSettings {
  const realKey = env.VMS_STRIPE_SECRET_KEY?.trim() || null;
  const configuredSecret = env.VMS_STRIPE_WEBHOOK_SECRET?.trim() || null;
  if (realKey && !configuredSecret) throw new ConfigError(MISSING_WEBHOOK_SECRET);
  const sandboxPort = int(env.VMS_PAYMENT_SANDBOX_PORT, SANDBOX_DEFAULT_PORT);
  const spawn = env.VMS_PAYMENT_SANDBOX === "spawn" || (env.VMS_PAYMENT_SANDBOX !== "off" && config.demo && !realKey);
  const sandboxSecret = config.demo && !realKey ? SANDBOX_WEBHOOK_SECRET : spawn ? `whsec_${randomBytes(24).toString("hex")}` : null;
  return {
    secretKey: realKey ?? SANDBOX_SECRET_KEY,
    webhookSecret: configuredSecret ?? sandboxSecret,
    apiUrl: env.VMS_STRIPE_API_URL?.trim() || (realKey ? null : `http://127.0.0.1:${sandboxPort}`),
    spawnSandboxPort: spawn ? sandboxPort : null,
    countdownMs: int(env.VMS_PAYMENT_COUNTDOWN_SEC, 1800) * 1000,
    publicUrl: (env.VMS_PUBLIC_URL?.trim() || `http://localhost:${config.port}`).replace(/\/+$/, ""),
    freeChlNum: int(env.VMS_LICENCE_FREE_CHANNELS, 4),
  };
}
