import type { LoginResult } from "@vms/api-client";
import { SANDBOX_WEBHOOK_SECRET } from "@vms/payment-sandbox";
import Stripe from "stripe";
import { expect } from "vitest";
import { WEBHOOK_PATH } from "../modules/commerce/webhook-route.js";
import type { TestApi } from "./api.js";

/**
 * Gives a test organization a paid licence for `chlNum` cameras (1 year) the way a purchase does
 * (issue 27): its administrator orders it through `/license-vas-tob-oder/insert-pay-order`, and the
 * payment provider's signed "checkout completed" webhook pays it. Suites that watch more cameras
 * than the free channels use it instead of turning the licence directive off.
 */
export async function buyTestLicence(api: TestApi, baseUrl: string, admin: LoginResult, chlNum = 64): Promise<void> {
  const ordered = await api.call<{ orderNo: string }>("/license-vas-tob-oder/insert-pay-order", { durationType: 4, chlNum }, admin);
  expect(ordered.code, ordered.text).toBe(200);
  const { orderNo } = ordered.data;
  const payload = JSON.stringify({
    id: `evt_test_${orderNo}`, object: "event", type: "checkout.session.completed",
    data: { object: { id: `cs_test_${orderNo}`, object: "checkout.session", payment_status: "paid", status: "complete", payment_intent: `pi_test_${orderNo}`, metadata: { orderNo }, client_reference_id: orderNo } },
  });
  const paid = await fetch(`${baseUrl}${WEBHOOK_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SANDBOX_WEBHOOK_SECRET }) },
    body: payload,
  });
  expect(paid.status).toBe(200);
  expect(((await paid.json()) as { outcome: string }).outcome).toBe("paid");
}
