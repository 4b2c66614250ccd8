import {
  channelPlanPageRequestSchema,
  channelPlanPageSchema,
  channelRefSchema,
  channelPlanSchema,
  cloudApplicationInfoSchema,
  cloudAutoRenewRequestSchema,
  cloudGoodsListSchema,
  cloudPurchaseRequestSchema,
  cloudTermSchema,
  vasCheckSchema,
} from "../schemas/cloud-storage.js";
import { emptySchema } from "../schemas/common.js";
import {
  buyCheckRequestSchema,
  buyCheckSchema,
  licenceQueryRequestSchema,
  licenceQuerySchema,
  licenceQuoteRequestSchema,
  licenceQuoteSchema,
  licenceTermsSchema,
} from "../schemas/licence.js";
import { licenceChannelListSchema, licenceChannelMoveRequestSchema } from "../schemas/licence-channels.js";
import {
  licenceOrderRequestSchema,
  orderPageRequestSchema,
  orderPageSchema,
  orderQueryRequestSchema,
  orderSchema,
  payCallbackRequestSchema,
  payRequestSchema,
  payResultSchema,
  payStartSchema,
  payTypeListSchema,
} from "../schemas/orders.js";
import { defineEndpoints } from "./define.js";

const LICENCE_MGR = ["vms_license_mgr"] as const;
const CLOUD_MGR = ["vms_cloudstorage_mgr"] as const;
/** Spec §6: the storage section needs vms_cloudstorage_mgr in the role's list and the account's dynamic list. */
const CLOUD_SECTION = { anyOf: CLOUD_MGR, bothLists: "vms_cloudstorage_mgr" } as const;
const ORDER_QRY = ["vms_licorder_qry", "vms_stgorder_qry"] as const;

/** Licences, cloud storage, orders and payment (spec §1–§7; issue 15). */
export const commerceEndpoints = defineEndpoints({
  // Cloud storage
  "/cloud-storage/goods/list": { summary: "Cloud storage packages on sale: days of cyclic storage, term, price, auto renew, trial.", tag: "commerce", auth: "session", ...CLOUD_SECTION, request: emptySchema, response: cloudGoodsListSchema },
  "/cloud-storage/chl/order/query": { summary: "Pages the caller's visible channels with their cloud storage plan, status 1-9 and space used.", tag: "commerce", auth: "session", ...CLOUD_SECTION, request: channelPlanPageRequestSchema, response: channelPlanPageSchema },
  "/cloud-storage/purchase": { summary: "Orders a package for a channel, or for several (moreChannels) in one order of price × channels whose payment gives each its plan: a to-pay order, or an active trial (one channel, once per device; 23023 used). 33002 a channel not visible, 23043 channel already covered, 23024 a channel is in an unpaid order, 7000 the same channel twice or a trial for several.", tag: "commerce", auth: "session", ...CLOUD_SECTION, request: cloudPurchaseRequestSchema, response: orderSchema },
  "/cloud-storage/auto-renew/set": { summary: "Turns a channel's auto renew on or off (its paid plans in effect or to come); answers the channel's plan. 33002 channel not visible, 7067 no paid plan.", tag: "commerce", auth: "session", ...CLOUD_SECTION, request: cloudAutoRenewRequestSchema, response: channelPlanSchema },
  "/cloud-storage/application/info": { summary: "One channel's plan and whether its device may still start the free trial.", tag: "commerce", auth: "session", ...CLOUD_SECTION, request: channelRefSchema, response: cloudApplicationInfoSchema },
  "/cloud-storage/application/term": { summary: "The cloud storage service terms and term types.", tag: "commerce", auth: "session", ...CLOUD_SECTION, request: emptySchema, response: cloudTermSchema },
  "/vas-inst/check": { summary: "Cloud storage state of a device channel and whether the device's trial remains.", tag: "commerce", auth: "session", ...CLOUD_SECTION, request: channelRefSchema, response: vasCheckSchema },
  // Licences and orders
  "/license-inst/query": { summary: "The organization's licenceObj, warning, directive state and licence list (status filter 0 = all).", tag: "commerce", auth: "session", request: licenceQueryRequestSchema, response: licenceQuerySchema },
  "/license-chl/list": { summary: "The caller's visible cameras in the organization's licence order: the first free-plus-licensed are usable (free or licensed), the rest unlicensed (issue 27).", tag: "commerce", auth: "session", anyOf: LICENCE_MGR, request: emptySchema, response: licenceChannelListSchema },
  "/license-chl/move": { summary: "Moves one visible camera to a place (1-based) among the caller's visible cameras in the licence order; cameras of sites the caller cannot see keep their places. 33002 camera not visible.", tag: "commerce", auth: "session", anyOf: LICENCE_MGR, request: licenceChannelMoveRequestSchema, response: licenceChannelListSchema },
  "/license-application-term/get": { summary: "Licence terms on sale, camera bounds, trial availability and the service terms.", tag: "commerce", auth: "session", request: emptySchema, response: licenceTermsSchema },
  "/license-price-matrix/quote": { summary: "Prices a licence from the price matrix (spec §5: under 0.01 counts as 0.01; payable false with 23036 below 0.5 USD, 23019 above 10 million). 23025 no price.", tag: "commerce", auth: "session", anyOf: LICENCE_MGR, request: licenceQuoteRequestSchema, response: licenceQuoteSchema },
  "/license-vas-tob-oder/insert-pay-order": { summary: "Creates a licence order to pay (or starts the once-per-account trial: 23023 used). 23036/23019 amount limits, 23024 an unpaid order exists.", tag: "commerce", auth: "session", anyOf: LICENCE_MGR, request: licenceOrderRequestSchema, response: orderSchema },
  "/license-vas-tob-oder/insert-pay": { summary: "Starts paying an order with a method: its one open provider checkout page (a new one closes the previous) and the countdown deadline. 23003 no order, 23005 not to pay, 23006 cancelled by the countdown, 23014 method not configured, 23015 another call is opening the checkout, 23021 provider unreachable.", tag: "commerce", auth: "session", anyOf: [...LICENCE_MGR, ...CLOUD_MGR], request: payRequestSchema, response: payStartSchema },
  "/license-vas-tob-oder/cancel": { summary: "Cancels an unpaid order of the caller's organization and closes its checkout (licence orders need vms_license_mgr, cloud orders vms_cloudstorage_mgr). 23003 no order, 23005 not to pay, 23006 already cancelled by the countdown.", tag: "commerce", auth: "session", anyOf: [...LICENCE_MGR, ...CLOUD_MGR], request: orderQueryRequestSchema, response: orderSchema },
  "/license-vas-tob-oder/page": { summary: "Pages the organization's orders (licence orders need vms_licorder_qry, cloud orders vms_stgorder_qry).", tag: "commerce", auth: "session", anyOf: ORDER_QRY, request: orderPageRequestSchema, response: orderPageSchema },
  "/license-vas-tob-oder/query": { summary: "One order of the organization, reconciled with the payment provider. 23003 no order.", tag: "commerce", auth: "session", anyOf: [...ORDER_QRY, ...LICENCE_MGR, ...CLOUD_MGR], request: orderQueryRequestSchema, response: orderSchema },
  "/order/pay-type": { summary: "Payment methods and whether each is configured; the countdown length.", tag: "commerce", auth: "session", request: emptySchema, response: payTypeListSchema },
  "/pay-callback/success": { summary: "The result page's reconciliation: asks the provider, applies the outcome once, answers the order state (needs the result token).", tag: "commerce", auth: "public", request: payCallbackRequestSchema, response: payResultSchema },
  "/pay-callback/cancel": { summary: "The payer left the provider's page: the to-pay order is cancelled (needs the result token).", tag: "commerce", auth: "public", request: payCallbackRequestSchema, response: payResultSchema },
  "/buy/check": { summary: "Whether the caller may buy now, which trials remain, and an unpaid order to resume.", tag: "commerce", auth: "session", request: buyCheckRequestSchema, response: buyCheckSchema },
});
