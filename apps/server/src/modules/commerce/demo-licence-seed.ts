import { generateFleet } from "@vms/device-sim";
import { termByDurationType } from "@vms/licence-pricing";
import type { FastifyBaseLogger } from "fastify";
import { DEMO_FLEET_SEED } from "../../gateway/demo-fleet.js";
import type { CommerceRepository } from "./commerce-repository.js";
import type { LicenceService } from "./licence-service.js";
import { OT } from "./order-model.js";
import type { OrderService } from "./order-service.js";

/** Cameras the demo licence covers beyond the fleet's: devices a visitor (or a test) binds still play. */
export const DEMO_SPARE_CAMERAS = 20;
/** The demo licence's term: 2 years (durationType 5). */
const DEMO_TERM = 5;

/**
 * Demo mode (issue 27): Demo Co watches its whole fleet under the licence directive because it
 * holds a paid licence for every camera of the fleet plus spares, bought once through the order path
 * (an order marked paid, its licence activated in the same transaction), so the licence list and the
 * order list show it like any purchase. A later start finds the licence and changes nothing.
 */
export async function seedDemoLicence(deps: { repo: CommerceRepository; orders: OrderService; licences: LicenceService; orgName: string; demoDevices: number; log: FastifyBaseLogger }): Promise<void> {
  const { repo, orders } = deps;
  const orgId = await repo.orgIdByName(deps.orgName);
  if (!orgId || (await repo.licencesOf(orgId)).length > 0) return;
  const cameras = generateFleet({ count: deps.demoDevices, seed: DEMO_FLEET_SEED }).reduce((n, d) => n + d.channels.filter((c) => c.configured).length, 0);
  const chlNum = cameras + DEMO_SPARE_CAMERAS;
  const term = termByDurationType(DEMO_TERM)!;
  const quote = await deps.licences.quote(DEMO_TERM, chlNum);
  const order = await orders.create({ orgId, userId: null, orderType: OT.LICENCE, spec: `Licence · ${chlNum} channels · ${term.id}`, chlNum, term: DEMO_TERM, priceCents: quote.totalCents }, null);
  await orders.markPaid(order, `demo-${order.orderNo}`, "card", "demo seed");
  deps.log.info({ chlNum, orderNo: order.orderNo }, "demo licence seeded");
}
