import { SITE_ROLE } from "@vms/permissions";
import { hasSiteRole } from "@/entities/device";
import { useSiteChoices } from "@/entities/site";

/**
 * Issue 28: recorded video needs SITE_VIEWER on a site (spec §6); a live-only account gets no
 * Playback tab. Undefined until the sites are known.
 */
export function useMayPlayBack(): boolean | undefined {
  const { data } = useSiteChoices();
  return data && data.list.some((site) => hasSiteRole(site.role, SITE_ROLE.SITE_VIEWER));
}
