// Public API of the licence entity (spec §3 Licence and orders, §4 statuses, buttons, countdown,
// expiry warnings and the licence directive): labels shared by the service pages, the licence query,
// the warnings and the directive (useLicenceGuard / LicenceGate) that live, playback and download use.
export { licenceKeys, licenceQueryOptions, useLicenceQuery, type LicenceRow } from "./api/get-licence";
export {
  commerceCodeMessage,
  LICENCE_BUTTON_LABELS,
  LICENCE_STATUS_LABELS,
  LICENCE_TERM_LABELS,
  LICENCE_TYPE_LABELS,
  CLOUD_TERM_LABELS,
  ORDER_STATUS_EXCEPTION,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
} from "./model/commerce-labels";
export { useCountdown } from "./model/countdown";
export { cloudPackageName, orderItem } from "./model/order-item";
export { useLicenceGuard, useLicenceState } from "./model/use-licence-guard";
export { usePermissionCodes } from "./model/use-permission-codes";
export { isLicenceRefusal } from "./model/licence-codes";
export { ChannelLicenceNotice } from "./ui/channel-licence-notice";
export { LicenceGate } from "./ui/licence-gate";
export { LicenceLoginNotice } from "./ui/licence-login-notice";
export { LicenceWarningAlert } from "./ui/licence-warning-alert";
export { CommerceStatus } from "./ui/commerce-status";
export { orderKeys } from "./api/order-keys";
export { CancelOrderButton } from "./ui/cancel-order-button";
