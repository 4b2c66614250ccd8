// Public API of the organization details feature (spec §3 Organization, §5 logo, §7
// /user/merchant-logo/upload): the details form and the logo with its crop preview.
export { OrgDetailsPanel } from "./ui/org-details-panel";
export { orgDetailQueryOptions } from "./api/get-org-detail";
