import { useLingui } from "@lingui/react/macro";
import type { SiteRoleValue } from "@vms/api-client";
import { useMemo } from "react";
import { useSiteChoices } from "../api/get-site-choices";
import { sitePickerOptions } from "./site-picker-options";

/** The site picker's entries (the caller's sites, `/site/list/choose`) and the one `value` names. */
export function useSitePickerOptions({ value, minRole, allowAll = false, allLabel }: { value: string | null; minRole?: SiteRoleValue | undefined; allowAll?: boolean | undefined; allLabel?: string | undefined }) {
  const { t } = useLingui();
  const { data, isPending } = useSiteChoices();
  const allText = allLabel ?? t`All sites`;
  const options = useMemo(
    () => sitePickerOptions({ sites: data?.list ?? [], minRole, allLabel: allowAll ? allText : undefined }),
    [data, minRole, allowAll, allText],
  );
  return { options, selected: options.find((o) => o.siteId === value) ?? null, isPending };
}
