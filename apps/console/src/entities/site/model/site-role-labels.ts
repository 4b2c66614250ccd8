import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SiteRole } from "@vms/permissions";

/** Spec §6 site role names, translated when shown. */
export const SITE_ROLE_LABELS: Readonly<Record<SiteRole, MessageDescriptor>> = {
  SITE_ADMIN: msg`Site admin`,
  SITE_VIEWER: msg`Site viewer/operator`,
  LIVE_ONLY_VIEWER: msg`Live-only viewer`,
  NO_ACCESS: msg`No access`,
};

/** The message descriptor of a site role's name (translate with `i18n._`). */
export function siteRoleLabel(role: SiteRole): MessageDescriptor {
  return SITE_ROLE_LABELS[role];
}
