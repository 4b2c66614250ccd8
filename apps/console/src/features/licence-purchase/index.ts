// Public API of the licence purchase (spec §2 /service/servicelicense/purchase and conf, §1 terms and
// trial, §5 payment limits on the quote).
export { licenceTermsQueryOptions } from "./api/get-licence-terms";
export { LicenceConfirmPage } from "./ui/licence-confirm-page";
export { LicencePurchasePage } from "./ui/licence-purchase-page";
