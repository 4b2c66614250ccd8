import { Code, type OpLogAction } from "@vms/api-client";
import type { FastifyBaseLogger } from "fastify";
import type { JobQueue } from "../../lib/jobs/index.js";
import { AppError } from "../../core/app-error.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { CommerceRepository, OrderRow } from "./commerce-repository.js";
import type { PaymentProvider } from "./payments/payment-provider.js";

/** The payment countdown job (decision 0007 queue): cancels an order still unpaid at its deadline. */
export const COUNTDOWN_JOB = "commerce.payment-countdown";
/** Order statuses (spec §4) and types (§3). */
export const OS = { TO_PAY: 1, PAID: 2, CANCELLED: 3, CHARGEBACK: 4, TRIAL: 5 } as const;
export const OT = { CLOUD: 1, LICENCE: 3 } as const;
/** The cloud storage trial plan lasts this long. */
export const CLOUD_TRIAL_DAYS = 7;

export interface OrderServiceDeps {
  repo: CommerceRepository;
  provider: PaymentProvider;
  queue: Pick<JobQueue, "enqueue" | "cancel">;
  log: FastifyBaseLogger;
  now: () => number;
  countdownMs: number;
  publicUrl: string;
  opLog: OpLogWriter;
  /** Plans or licences started or ended (the cloud recorder's directory listens: it records licensed channels with a plan). */
  plansChanged: () => void;
}

/** One operation-log line about an order (modules/op-logs), under the licence or cloud storage module. */
export function orderLogger(opLog: OpLogWriter) {
  return (order: OrderRow, action: OpLogAction, detail: string, userId: string | null = null) =>
    opLog({ orgId: order.orgId, ...(userId === null ? { userId, actor: "system" as const } : { userId }), module: order.orderType === OT.LICENCE ? "licence" : "cloudStorage", action, detail: `${order.orderNo} ${detail}`.slice(0, 1000) });
}

/** Why an order cannot be paid: 23006 when the countdown cancelled it, else 23005 (docs/payments.md). */
export function notPayable(order: Pick<OrderRow, "status" | "declineCode">): AppError {
  return new AppError(order.status === OS.CANCELLED && order.declineCode === Code.PAYMENT_TIMED_OUT ? Code.PAYMENT_TIMED_OUT : Code.ORDER_NOT_PAYABLE);
}
