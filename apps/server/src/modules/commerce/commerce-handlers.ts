import { Code } from "@vms/api-client";
import { LICENCE_TRIAL } from "@vms/licence-pricing";
import { RES } from "@vms/permissions";
import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import { AppError } from "../../core/app-error.js";
import type { CloudService } from "./cloud-service.js";
import type { LicenceChannelOrder } from "./licence-channel-order.js";
import type { LicenceService } from "./licence-service.js";
import { OT } from "./order-model.js";
import type { OrderService } from "./order-service.js";
import type { CommerceRepository } from "./commerce-repository.js";

/** Licences, cloud storage, orders and payment calls (spec §7; issue 15). */
export function registerCommerceHandlers(table: HandlerTable, s: { licences: LicenceService; orders: OrderService; cloud: CloudService; repo: CommerceRepository; channelOrder: LicenceChannelOrder; countdownSec: number }): void {
  const { licences, orders, cloud, repo } = s;
  /** Spec §5: the order total must be payable (23036 / 23019). */
  const priceCents = async (durationType: number, chlNum: number) => {
    const q = await licences.quote(durationType, chlNum);
    if (!q.payable) throw new AppError(q.code ?? Code.AMOUNT_BELOW_MINIMUM);
    return q.totalCents;
  };
  registerHandlers(table, {
    "/cloud-storage/goods/list": () => cloud.goods(),
    "/cloud-storage/chl/order/query": ({ caller, data }) => cloud.page(caller, data),
    "/cloud-storage/purchase": ({ caller, data }) => cloud.purchase(caller, data),
    "/cloud-storage/application/info": ({ caller, data }) => cloud.info(caller, data),
    "/cloud-storage/auto-renew/set": ({ caller, data }) => cloud.setAutoRenew(caller, data),
    "/cloud-storage/application/term": ({ locale }) => cloud.terms(locale),
    "/vas-inst/check": ({ caller, data }) => cloud.check(caller, data),
    "/license-inst/query": ({ caller, data }) => licences.query(caller, data),
    "/license-chl/list": ({ caller }) => s.channelOrder.list(caller),
    "/license-chl/move": ({ caller, data }) => s.channelOrder.move(caller, data),
    "/license-application-term/get": ({ caller, locale }) => licences.terms(caller, locale),
    "/license-price-matrix/quote": ({ data }) => licences.quote(data.durationType, data.chlNum),
    "/license-vas-tob-oder/insert-pay-order": ({ caller, data }) => orders.createLicenceOrder(caller, data, priceCents),
    "/license-vas-tob-oder/insert-pay": ({ caller, data, request }) => orders.pay(caller, data, typeof request.headers.origin === "string" ? request.headers.origin : undefined),
    "/license-vas-tob-oder/cancel": ({ caller, data }) => orders.cancelOrder(caller, data.orderNo),
    "/license-vas-tob-oder/page": ({ caller, data }) => orders.page(caller, data),
    "/license-vas-tob-oder/query": ({ caller, data }) => orders.query(caller, data.orderNo),
    "/order/pay-type": () => ({
      list: [{ payType: 3, name: "card", configured: true }, { payType: 2, name: "wallet", configured: true }, { payType: 1, name: "paypal", configured: false }],
      countdownSec: s.countdownSec,
    }),
    "/pay-callback/success": ({ data }) => orders.callback(data, "success"),
    "/pay-callback/cancel": ({ data }) => orders.callback(data, "cancel"),
    "/buy/check": async ({ caller, data }) => {
      const orgId = caller.user.orgId;
      const wantsCloud = data.orderType === OT.CLOUD;
      const code = wantsCloud ? RES.CLOUDSTORAGE_MGR : RES.LICENSE_MGR;
      const canBuy = data.orderType === undefined ? caller.codes.has(RES.LICENSE_MGR) || caller.codes.has(RES.CLOUDSTORAGE_MGR) : caller.codes.has(code);
      const unpaid = await repo.orders.unpaid(orgId, wantsCloud ? OT.CLOUD : OT.LICENCE);
      // Only a device on a site the caller sees: another's answers as an unknown one (false).
      const snVisible = data.sn ? await cloud.seesDevice(caller, data.sn) : false;
      return {
        canBuy,
        reason: canBuy ? null : Code.NO_PERMISSION,
        licenceTrialAvailable: LICENCE_TRIAL.DAYS > 0 && !(await repo.trialUsed("licence", orgId)),
        cloudTrialAvailable: snVisible && data.sn ? !(await repo.trialUsed("cloud", data.sn)) : false,
        unpaidOrderNo: unpaid?.orderNo ?? null,
      };
    },
  });
}
