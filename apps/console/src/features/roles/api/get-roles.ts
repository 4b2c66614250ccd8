import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type Role = ResponseOf<"/role/list">["list"][number];

/** Query key of the roles (the user list and the invitation form read the same key). */
export const roleKeys = { all: ["roles"] as const };

/** Built-in and custom roles with their codes and holders (POST /vms/role/list). */
export function rolesQueryOptions() {
  return queryOptions({ queryKey: roleKeys.all, queryFn: () => apiClient.call("/role/list", {}) });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
