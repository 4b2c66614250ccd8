import type { LoginResult } from "@vms/api-client";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { commerceOrders } from "../db/schema/commerce.js";
import type { TestApi } from "./api.js";

/**
 * Gives a test organization a paid licence for `chlNum` cameras (1 year) the way a purchase does
 * (issue 27): its administrator orders it through `/license-vas-tob-oder/insert-pay-order`, and the
 * order is marked paid through the order service, as a confirmed payment does (the demo seed's
 * path). Suites that watch more cameras than the free channels use it instead of turning the
 * licence directive off; the payment itself is tested against the sandbox in commerce/.
 */
export async function buyTestLicence(api: TestApi, app: FastifyInstance, admin: LoginResult, chlNum = 64): Promise<void> {
  const ordered = await api.call<{ orderNo: string }>("/license-vas-tob-oder/insert-pay-order", { durationType: 4, chlNum }, admin);
  expect(ordered.code, ordered.text).toBe(200);
  const [order] = await app.vms.database.db.select().from(commerceOrders).where(eq(commerceOrders.orderNo, ordered.data.orderNo));
  expect(await app.vms.orders.markPaid(order!, `test-${order!.orderNo}`, "card", "test licence")).toBe(true);
}
