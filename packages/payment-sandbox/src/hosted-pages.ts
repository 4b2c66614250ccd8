import type { FastifyInstance } from "fastify";
import { cardOutcome } from "./cards.js";
import { challengePage, checkoutPage, closedPage } from "./page.js";
import type { SandboxState, Session } from "./state.js";

const returnTo = (url: string, s: Session) => url.replace("{CHECKOUT_SESSION_ID}", s.id);
const pageOf = (s: Session) => ({ id: s.id, name: String(s.name ?? "Order"), amountText: `${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}`, cancelUrl: returnTo(s.cancel_url, s), returnUrl: returnTo(s.success_url, s) });

/** The hosted checkout page (`/pay/:id`), its card form and the 3-D-Secure-style challenge. */
export function registerHostedPages(app: FastifyInstance, state: SandboxState, timing: { threeDsDelayMs: number; disputeDelayMs: number }): void {
  const { sessions } = state;
  app.get<{ Params: { id: string } }>("/pay/:id", async (req, reply) => {
    const s = state.live(sessions.get(req.params.id));
    if (!s) return reply.code(404).type("text/html").send(closedPage("unknown", "/"));
    if (s.status !== "open") return reply.type("text/html").send(closedPage(s.status, returnTo(s.success_url, s)));
    return reply.type("text/html").send(checkoutPage(pageOf(s)));
  });
  app.post<{ Params: { id: string }; Body: { card?: string } }>("/pay/:id", async (req, reply) => {
    const s = state.live(sessions.get(req.params.id));
    if (!s) return reply.code(404).type("text/html").send(closedPage("unknown", "/"));
    if (s.status !== "open") return reply.type("text/html").send(closedPage(s.status, returnTo(s.success_url, s)));
    const card = String(req.body?.card ?? "");
    const outcome = cardOutcome(card);
    if (outcome.kind === "threeDs") return reply.type("text/html").send(challengePage(s.id, timing.threeDsDelayMs));
    if (outcome.kind === "decline") {
      state.decline(s, outcome.declineCode, outcome.message);
      return reply.code(402).type("text/html").send(checkoutPage(pageOf(s), outcome.message));
    }
    const pi = state.succeed(s, card === "wallet" ? "wallet" : "card");
    if (outcome.dispute) state.later(timing.disputeDelayMs, () => void state.dispute(pi));
    return reply.redirect(returnTo(s.success_url, s), 303);
  });
  app.post<{ Params: { id: string }; Body: { result?: string } }>("/pay/:id/3ds", async (req, reply) => {
    const s = state.live(sessions.get(req.params.id));
    if (!s || s.status !== "open") return reply.type("text/html").send(closedPage(s?.status ?? "unknown", s ? returnTo(s.success_url, s) : "/"));
    if (req.body?.result !== "complete") {
      state.decline(s, "authentication_required", "The card authentication failed.");
      return reply.code(402).type("text/html").send(checkoutPage(pageOf(s), "The card authentication failed."));
    }
    state.succeed(s, "card");
    return reply.redirect(returnTo(s.success_url, s), 303);
  });
}
