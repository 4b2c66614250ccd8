import type { FastifyInstance } from "fastify";
import type { OrderService } from "./order-service.js";
import type { PaymentProvider } from "./payments/payment-provider.js";

/** Where the provider POSTs its events (Stripe: the endpoint configured with its signing secret). */
export const WEBHOOK_PATH = "/payments/stripe/webhook";

/**
 * The provider's webhook: the raw body is verified with the SDK's signature check (bad signature →
 * 400 and a warning line), then applied idempotently; 500 lets the provider retry.
 */
export async function registerWebhookRoute(app: FastifyInstance, deps: { provider: PaymentProvider; orders: OrderService }): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 1_048_576 }, (_req, body, done) => done(null, body));
    scope.post(WEBHOOK_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["stripe-signature"];
      let event;
      try {
        event = deps.provider.parseWebhook(raw, typeof signature === "string" ? signature : undefined);
      } catch (err) {
        request.log.warn({ err: err instanceof Error ? err.message : String(err), ip: request.ip, bytes: raw.length }, "payment webhook refused: bad signature");
        return reply.code(400).send({ received: false });
      }
      const outcome = await deps.orders.applyEvent(event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, "payment webhook");
      return { received: true, outcome };
    });
  });
}
