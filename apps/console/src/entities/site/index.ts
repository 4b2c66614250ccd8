// Public API of the site entity (spec §1 site tree, §3 Site, §6 site roles, §7 /user/site/tree and
// /site/list/choose): what the asset page, the site page and later live/search share.
export { siteChooseQueryOptions, useSiteChoices } from "./api/get-site-choices";
export { siteTreeQueryOptions, useSiteTree } from "./api/get-site-tree";
export { filterSiteTree, flattenSiteTree, orderFlatSites, type FlatSite } from "./model/flatten-site-tree";
export { SCENE_OPTIONS, sceneLabel, type SiteSceneValue } from "./model/scenes";
export { invalidateSites, siteKeys } from "./model/site-keys";
export { siteRoleLabel } from "./model/site-role-labels";
export { SitePicker } from "./ui/site-picker";
export { SiteRowList } from "./ui/site-row-list";
export { SiteRoleChip } from "./ui/site-role-chip";
