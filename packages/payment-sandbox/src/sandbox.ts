import Fastify, { type FastifyInstance } from "fastify";
import { registerApiRoutes } from "./api-routes.js";
import { parseStripeForm } from "./form.js";
import { registerHostedPages } from "./hosted-pages.js";
import { createSandboxState, stripeError } from "./state.js";

export interface SandboxOptions {
  /**
   * Where signed events are POSTed (the server's webhook route); null: events are only stored. A
   * function is asked at each delivery (a test server whose port is known only after the sandbox).
   */
  webhookUrl: string | null | (() => string | null);
  webhookSecret: string;
  /** How long the 3-D-Secure-style page waits before completing (default 3000). */
  threeDsDelayMs?: number;
  /** Delivery retries: every `retryMs` (default 1000) up to `maxAttempts` (default 120), like Stripe's retries. */
  retryMs?: number;
  maxAttempts?: number;
  /** Delay before the dispute of the dispute card (default 1000). */
  disputeDelayMs?: number;
  /** How long creating a checkout session takes (default 0): a slow provider. Read at each request, so tests may change it. */
  createDelayMs?: number;
  logger?: boolean;
}

/**
 * A local stand-in for the Stripe API subset the server uses (Checkout Sessions, PaymentIntents,
 * refunds, disputes, signed webhooks), with a hosted card page and test cards (docs/payments.md).
 * The official `stripe` SDK talks to it through its host/port/protocol options. Everything lives in
 * memory: a new process knows none of the previous one's checkouts (the server then opens a new one).
 */
export function createSandbox(options: SandboxOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false });
  const state = createSandboxState(options);
  app.addHook("onClose", async () => state.close());
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => done(null, parseStripeForm(body as string)));
  // The API needs a secret key (any sk_test_… key); the hosted pages do not.
  app.addHook("onRequest", async (req, reply) => {
    if (!req.url.startsWith("/v1/")) return;
    if (!/^Bearer sk_test_\S+$/.test(req.headers.authorization ?? "")) return reply.code(401).send(stripeError("Invalid API Key provided.", "authentication_error"));
  });
  registerApiRoutes(app, state, () => options.createDelayMs ?? 0);
  registerHostedPages(app, state, { threeDsDelayMs: options.threeDsDelayMs ?? 3000, disputeDelayMs: options.disputeDelayMs ?? 1000 });
  return app;
}
