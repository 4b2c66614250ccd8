// Public API of the site entity (spec §1 site tree, §3 Site, §6 site roles, §7 /user/site/tree and
// /site/list/choose): what the asset page, the site page and later live/search share.
export { getSiteChoices, siteChooseQueryOptions, useSiteChoices, type SiteChoice, type SiteChoices } from "./api/get-site-choices";
export { getSiteTree, siteTreeQueryOptions, useSiteTree, type SiteTree } from "./api/get-site-tree";
export {
  filterSiteTree,
  findSite,
  flattenSiteTree,
  orderFlatSites,
  type FlatSite,
  type FlatSiteInput,
  type FlattenOptions,
  type SiteTreeInput,
} from "./model/flatten-site-tree";
export { SCENE_OPTIONS, sceneLabel, type SceneOption, type SiteSceneValue } from "./model/scenes";
export { invalidateSites, siteKeys } from "./model/site-keys";
export { sitePickerOptions, type PickableSite, type PickerOptionsInput, type SitePickerOption } from "./model/site-picker-options";
export { SITE_ROLE_LABELS, siteRoleLabel } from "./model/site-role-labels";
export { SITE_PICKER_VIRTUAL_FROM, SitePicker, type SitePickerProps } from "./ui/site-picker";
export { SITE_ROW_LIST_VIRTUAL_FROM, SiteRowList, type SiteRowListProps } from "./ui/site-row-list";
export { SiteRoleChip, type SiteRoleChipProps } from "./ui/site-role-chip";
