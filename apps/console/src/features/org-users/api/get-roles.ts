import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type RoleOption = ResponseOf<"/role/list">["list"][number];

/** The roles a user may be given, for the filter and the role dialog (POST /vms/role/list). */
export function rolesQueryOptions() {
  return queryOptions({ queryKey: ["roles"], queryFn: () => apiClient.call("/role/list", {}) });
}

export function useRoleOptions() {
  return useQuery(rolesQueryOptions());
}
