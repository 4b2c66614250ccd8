import { SANDBOX_WEBHOOK_SECRET } from "@vms/payment-sandbox";
import { describe, expect, it } from "vitest";
import { ConfigError } from "../../../core/config.js";
import { testConfig } from "../../../test-support/test-server.js";
import { MISSING_WEBHOOK_SECRET, paymentSettingsFromEnv } from "./payment-settings.js";

// Issue 27 "A forged webhook buys a licence": which webhook secret the server trusts.
describe("payment settings", () => {
  const demo = testConfig({ demo: true });
  const prod = testConfig({ demo: false });

  it("issue 27: a real key without a webhook secret refuses to start, saying what to set", () => {
    for (const config of [demo, prod]) {
      expect(() => paymentSettingsFromEnv(config, { VMS_STRIPE_SECRET_KEY: "sk_live_x" })).toThrow(ConfigError);
      expect(() => paymentSettingsFromEnv(config, { VMS_STRIPE_SECRET_KEY: "sk_test_x", VMS_STRIPE_WEBHOOK_SECRET: "  " })).toThrow(MISSING_WEBHOOK_SECRET);
    }
    expect(MISSING_WEBHOOK_SECRET).toMatch(/VMS_STRIPE_WEBHOOK_SECRET/);
    expect(paymentSettingsFromEnv(prod, { VMS_STRIPE_SECRET_KEY: "sk_live_x", VMS_STRIPE_WEBHOOK_SECRET: "whsec_real" })).toMatchObject({ secretKey: "sk_live_x", webhookSecret: "whsec_real", apiUrl: null, spawnSandboxPort: null });
  });

  it("issue 27: the sandbox's published secret is trusted only in demo mode with the sandbox", () => {
    expect(paymentSettingsFromEnv(demo, {})).toMatchObject({ webhookSecret: SANDBOX_WEBHOOK_SECRET, spawnSandboxPort: 12111 });
    expect(paymentSettingsFromEnv(demo, { VMS_PAYMENT_SANDBOX: "off", VMS_STRIPE_API_URL: "http://127.0.0.1:12112" })).toMatchObject({ webhookSecret: SANDBOX_WEBHOOK_SECRET, spawnSandboxPort: null });
    // Outside demo mode: no secret, so every webhook is refused …
    expect(paymentSettingsFromEnv(prod, {}).webhookSecret).toBeNull();
    // … unless the server spawns the sandbox itself: then a secret made for this start, shared with it.
    const spawned = paymentSettingsFromEnv(prod, { VMS_PAYMENT_SANDBOX: "spawn" });
    expect(spawned.webhookSecret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(spawned.webhookSecret).not.toBe(paymentSettingsFromEnv(prod, { VMS_PAYMENT_SANDBOX: "spawn" }).webhookSecret);
    // A configured secret always wins.
    expect(paymentSettingsFromEnv(demo, { VMS_STRIPE_WEBHOOK_SECRET: "whsec_mine" }).webhookSecret).toBe("whsec_mine");
  });
});
