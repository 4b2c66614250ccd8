import { siteRoleRank, type SiteRole } from "@vms/permissions";
import { orderFlatSites } from "./flatten-site-tree";

/** One entry of the site picker. `siteId` null is the "all sites" entry. */
export interface SitePickerOption {
  siteId: string | null;
  siteName: string;
  level: number;
  disabled: boolean;
}

/** What the picker needs of a site (as `/site/list/choose` answers it). */
export interface PickableSite {
  siteId: string;
  parentId: string | null;
  siteName: string;
  role: SiteRole;
}

export interface PickerOptionsInput {
  sites: readonly PickableSite[];
  /** Sites where the caller's role is below this one are listed but cannot be chosen. */
  minRole?: SiteRole;
  /** Adds a first entry that stands for every site (value null), labelled `allLabel`. */
  allLabel?: string;
}

/** The picker's entries in tree order with their indentation level; roles below `minRole` disabled. */
export function sitePickerOptions({ sites, minRole, allLabel }: PickerOptionsInput): SitePickerOption[] {
  const min = minRole ? siteRoleRank(minRole) : -1;
  const options = orderFlatSites(sites).map(({ item, level }) => ({
    siteId: item.siteId,
    siteName: item.siteName,
    level,
    disabled: siteRoleRank(item.role) < min,
  }));
  return allLabel === undefined ? options : [{ siteId: null, siteName: allLabel, level: 0, disabled: false }, ...options];
}
