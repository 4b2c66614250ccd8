// Public API of the site grants feature (spec §6 site roles, §7 /site/candidate/list and
// /user/site/grant): one user's role on every site, for the organization's user detail page.
export { siteCandidatesQueryOptions } from "./api/get-site-candidates";
export { UserSiteGrantsPanel } from "./ui/user-site-grants-panel";
