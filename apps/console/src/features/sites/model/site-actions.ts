import type { SiteTreeNode } from "@vms/api-client";
import { SITE_ROLE, type SiteRole } from "@vms/permissions";

/** What the caller may do with one site of the tree. */
export interface SiteActions {
  addSubSite: boolean;
  edit: boolean;
  remove: boolean;
  manageUsers: boolean;
}

export interface SiteActionContext {
  /** The caller's role on the parent site; null for a top-level site or a parent the caller cannot see. */
  parentRole: SiteRole | null;
  /** Organization administrators manage every site and create the top-level ones (decision 0003). */
  isOrgAdmin: boolean;
  /** Holds a code of /site/user/put (vms_account_invite_qry or vms_org_qry). */
  canGrant: boolean;
  /** The deepest site level (/user/site/tree `maxDepth`); a site there takes no sub-site (33823). */
  maxDepth?: number | undefined;
}

/**
 * Decision 0003: adding below, editing and managing users need SITE_ADMIN on the site; deleting
 * also needs SITE_ADMIN on the parent (administrators only for a top-level site). A site at the
 * deepest level takes no sub-site.
 */
export function siteActionsFor(
  site: Pick<SiteTreeNode, "role" | "parentId"> & { depth?: number },
  { parentRole, isOrgAdmin, canGrant, maxDepth }: SiteActionContext,
): SiteActions {
  const admin = site.role === SITE_ROLE.SITE_ADMIN;
  const parentAdmin = site.parentId === null ? isOrgAdmin : parentRole === SITE_ROLE.SITE_ADMIN;
  const roomBelow = maxDepth === undefined || site.depth === undefined || site.depth < maxDepth;
  return { addSubSite: admin && roomBelow, edit: admin, remove: admin && parentAdmin, manageUsers: admin && canGrant };
}

/** True when any action is allowed (the row shows its menu). */
export const anySiteAction = (actions: SiteActions): boolean => Object.values(actions).some(Boolean);
