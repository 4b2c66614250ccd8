export { TEST_CARDS, cardOutcome, type CardOutcome } from "./cards.js";
export { parseStripeForm } from "./form.js";
export { createSandbox, type SandboxOptions } from "./sandbox.js";
export { stripeSignature } from "./signature.js";
/** Default port of the sandbox (the port of Stripe's own stripe-mock). */
export const SANDBOX_DEFAULT_PORT = 12111;
/** The secret key and webhook secret the sandbox and the server agree on when nothing is configured. */
export const SANDBOX_SECRET_KEY = "sk_test_vms_sandbox";
export const SANDBOX_WEBHOOK_SECRET = "whsec_vms_sandbox";
