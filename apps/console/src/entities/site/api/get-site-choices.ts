import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { siteKeys } from "../model/site-keys";

export type SiteChoices = ResponseOf<"/site/list/choose">;

/** The caller's visible sites as a flat list for pickers (POST /vms/site/list/choose). */
export function getSiteChoices(): Promise<SiteChoices> {
  return apiClient.call("/site/list/choose", {});
}

/** Query options for the picker list (all visible sites; pickers filter locally). */
export function siteChooseQueryOptions() {
  return queryOptions({ queryKey: siteKeys.choices(), queryFn: getSiteChoices });
}

/** The caller's visible sites for pickers. */
export function useSiteChoices() {
  return useQuery(siteChooseQueryOptions());
}
