// Public API of payment (spec §2 pay page and /vms-license-pay-res, §4 order statuses and the payment
// countdown, §8 decline reasons): the pay panel for licence and cloud orders, and the result page.
export { orderQueryOptions } from "./api/get-order";
export { payTypesQueryOptions } from "./api/get-pay-types";
export type { PayReturn } from "./api/reconcile-payment";
export { PayPanel } from "./ui/pay-panel";
export { PayResultPage } from "./ui/pay-result-page";
