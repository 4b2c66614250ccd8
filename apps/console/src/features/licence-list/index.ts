// Public API of the licence list (spec §2 /service/servicelicense/list, §4 licence statuses, buttons
// and expiry warnings).
export { LicenceListPage } from "./ui/licence-list-page";
