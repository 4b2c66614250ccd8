import { SANDBOX_DEFAULT_PORT, SANDBOX_SECRET_KEY, SANDBOX_WEBHOOK_SECRET } from "@vms/payment-sandbox";
import type { ServerConfig } from "../../../config.js";

/** Payment configuration from the environment (README "Payments", docs/payments.md). */
export interface PaymentSettings {
  secretKey: string;
  webhookSecret: string;
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

export function paymentSettingsFromEnv(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  const realKey = env.VMS_STRIPE_SECRET_KEY?.trim() || null;
  const sandboxPort = int(env.VMS_PAYMENT_SANDBOX_PORT, SANDBOX_DEFAULT_PORT);
  const spawn = env.VMS_PAYMENT_SANDBOX === "spawn" || (env.VMS_PAYMENT_SANDBOX !== "off" && config.demo && !realKey);
  return {
    secretKey: realKey ?? SANDBOX_SECRET_KEY,
    webhookSecret: env.VMS_STRIPE_WEBHOOK_SECRET?.trim() || SANDBOX_WEBHOOK_SECRET,
    apiUrl: env.VMS_STRIPE_API_URL?.trim() || (realKey ? null : `http://127.0.0.1:${sandboxPort}`),
    spawnSandboxPort: spawn ? sandboxPort : null,
    countdownMs: int(env.VMS_PAYMENT_COUNTDOWN_SEC, 1800) * 1000,
    publicUrl: (env.VMS_PUBLIC_URL?.trim() || `http://localhost:${config.port}`).replace(/\/+$/, ""),
    freeChlNum: int(env.VMS_LICENCE_FREE_CHANNELS, 4),
  };
}
