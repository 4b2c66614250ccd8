import { DAY_MS, formatCents } from "@vms/licence-pricing";
import type { FastifyBaseLogger } from "fastify";
import type { JobQueue } from "../../lib/jobs/index.js";
import type { Mailer } from "../mail/mailer.js";
import { renderRenewalMail } from "../mail/renewal-mail.js";
import type { CommerceRepository, OrderRow, PlanRow } from "./commerce-repository.js";
import { COUNTDOWN_JOB, orderLogger, OS, OT } from "./order-model.js";
import { newOrderNo } from "./order-service.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";

/** A paid plan with auto renew gets its renewal order this long before its end (decision 0035). */
export const RENEWAL_WINDOW_DAYS = 7;
/** The sweep's queue name; it runs once at start and then every `RENEWAL_SWEEP_MS`. */
export const RENEWAL_JOB = "commerce.auto-renew";
export const RENEWAL_SWEEP_MS = 3_600_000;

/** Thrown inside the transaction when another sweep tied an order to the plan first: the order is rolled back. */
class AlreadyRenewed extends Error {}

export interface CloudRenewalDeps {
  repo: CommerceRepository;
  queue: Pick<JobQueue, "enqueue" | "work">;
  mailer: Mailer | undefined;
  opLog: OpLogWriter;
  log: FastifyBaseLogger;
  now: () => number;
  publicUrl: string;
}

/**
 * Auto renew of cloud storage (spec §3 "auto renew"; decision 0035). Payments cannot charge a saved
 * card off-session, so a renewal is an order the server makes for the customer: one per plan
 * period, payable until the plan's end, paid like any order (activation extends from the plan's end).
 */
export function createCloudRenewal(deps: CloudRenewalDeps) {
  const { repo, queue, log, now } = deps;
  const logOrder = orderLogger(deps.opLog);

  async function channelName(plan: PlanRow): Promise<string> {
    const c = (await repo.channelsOf(plan.orgId, undefined, plan.sn)).find((x) => x.chlIndex === plan.chlIndex);
    return c ? `${c.devName || c.sn} / ${c.chlName || `CH${c.chlIndex}`}` : `${plan.sn} / CH${plan.chlIndex}`;
  }

  /** Makes the plan's renewal order, or nothing when another sweep did (the database decides). */
  async function renew(plan: PlanRow, at: number): Promise<OrderRow | null> {
    const goods = (await repo.goods()).find((g) => g.id === plan.goodsId);
    if (!goods || goods.trial) return null;
    // A channel with an unpaid order already (bought by hand) waits: the next sweep looks again.
    if (await repo.orders.unpaid(plan.orgId, OT.CLOUD, plan.sn, plan.chlIndex)) return null;
    const channel = await channelName(plan);
    try {
      return await repo.transaction(async (tx) => {
        const row = await repo.orders.insert({
          orgId: plan.orgId, userId: null, orderType: OT.CLOUD, status: OS.TO_PAY, spec: `${goods.name} · ${channel}`.slice(0, 2000),
          chlNum: 1, term: goods.termType, priceCents: goods.priceCents, sn: plan.sn, chlIndex: plan.chlIndex, goodsId: goods.id,
          autoRenew: true, renewal: true, trial: false, orderNo: newOrderNo(at),
          // Payable until the plan ends: the 30-minute countdown does not apply (countdown() waits for this deadline).
          payDeadline: plan.endTime,
        }, tx);
        if (!(await repo.claimRenewal(plan.id, row.id, tx))) throw new AlreadyRenewed();
        return row;
      });
    } catch (err) {
      // Another sweep's transaction committed first: its order stands, this one never existed.
      if (err instanceof AlreadyRenewed) return null;
      throw err;
    }
  }

  async function tell(order: OrderRow, plan: PlanRow): Promise<void> {
    if (!deps.mailer) return;
    const mail = renderRenewalMail("en-US", {
      orderNo: order.orderNo, channel: order.spec.split(" · ").slice(1).join(" · "), amount: `${formatCents(order.priceCents)} USD`,
      deadline: plan.endTime, ordersUrl: `${deps.publicUrl}/service/order`,
    });
    for (const to of await repo.adminEmails(order.orgId)) {
      await deps.mailer.send({ to, ...mail }).catch((err: unknown) => log.warn({ err, orderNo: order.orderNo }, "renewal mail not sent"));
    }
  }

  /** One pass: every due plan gets its renewal order once, however many sweeps run at once. */
  async function sweep(): Promise<string[]> {
    const at = now();
    const made: string[] = [];
    for (const plan of await repo.renewalDue(new Date(at), new Date(at + RENEWAL_WINDOW_DAYS * DAY_MS))) {
      const order = await renew(plan, at);
      if (!order) continue;
      made.push(order.orderNo);
      logOrder(order, "order.create", `renewal of the plan ending ${plan.endTime.toISOString()} (auto renew)`);
      await queue.enqueue(COUNTDOWN_JOB, { orderNo: order.orderNo }, { delayMs: Math.max(0, plan.endTime.getTime() - now()), singletonKey: order.orderNo });
      await tell(order, plan);
    }
    if (made.length) log.info({ orders: made }, "cloud storage renewal orders made");
    return made;
  }

  /** Sweeps once at start, then once per slot of `RENEWAL_SWEEP_MS` (keyed by the slot, so several instances enqueue it once). */
  function schedule(): void {
    const next = () => {
      const slot = Math.floor(Date.now() / RENEWAL_SWEEP_MS) + 1;
      return queue.enqueue(RENEWAL_JOB, { slot }, { singletonKey: `slot-${slot}`, delayMs: Math.max(0, slot * RENEWAL_SWEEP_MS - Date.now()), maxAttempts: 3 });
    };
    queue.work(RENEWAL_JOB, async () => {
      // The next slot is queued even when this sweep fails, so one bad hour does not end the chain.
      try {
        await sweep();
      } finally {
        await next();
      }
    }, { concurrency: 1 });
    void queue.enqueue(RENEWAL_JOB, { start: true }, { singletonKey: `start-${Math.floor(Date.now() / 60_000)}`, maxAttempts: 3 }).catch(() => null);
  }

  return { sweep, schedule };
}

export type CloudRenewal = ReturnType<typeof createCloudRenewal>;
