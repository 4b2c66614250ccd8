import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { BUILT_IN_ROLE_NAMES, type BuiltInRoleId } from "@vms/permissions";

/** The built-in roles' names in the UI language (issue 28: they were English in zh-CN). */
export const BUILT_IN_ROLE_LABELS: Readonly<Record<BuiltInRoleId, MessageDescriptor>> = {
  orgAdmin: msg`Organization administrator`,
  ordinaryUser: msg`Ordinary user`,
  siteAdmin: msg`Site administrator`,
  siteOperator: msg`Site operator/viewer`,
  liveOnlyViewer: msg`Live-only viewer`,
  installer: msg`Installer`,
  viewingStation: msg`Viewing station`,
};

const byStoredName = new Map(Object.entries(BUILT_IN_ROLE_NAMES).map(([id, name]) => [name, BUILT_IN_ROLE_LABELS[id as BuiltInRoleId]]));

/**
 * A role's name as shown: a built-in role's stored name translated, a custom role's as its owner wrote
 * it (the server refuses custom names equal to a built-in one, 33740, so the two cannot be confused).
 */
export function roleLabel(i18n: I18n, roleName: string): string {
  const label = byStoredName.get(roleName);
  return label ? i18n._(label) : roleName;
}
