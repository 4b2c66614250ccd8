import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type OrgDetail = ResponseOf<"/org/detail/get">;
export const orgDetailKeys = { all: ["org-detail"] as const };

/** The organization's details (POST /vms/org/detail/get). */
export function orgDetailQueryOptions() {
  return queryOptions({ queryKey: orgDetailKeys.all, queryFn: () => apiClient.call("/org/detail/get", {}) });
}

export function useOrgDetail() {
  return useQuery(orgDetailQueryOptions());
}
