import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";


/** Roles for the invitation form (POST /vms/role/list, shared key with the other role screens). */
export function useInviteRoles() {
  return useQuery(queryOptions({ queryKey: ["roles"], queryFn: () => apiClient.call("/role/list", {}) }));
}
