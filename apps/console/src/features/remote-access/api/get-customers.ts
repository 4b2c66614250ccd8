import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";

export const customerKeys = { all: ["installer-customers"] as const };

/** The organizations the signed-in installer serves (POST /vms/installer/customer/list). */
export function customersQueryOptions() {
  return queryOptions({ queryKey: customerKeys.all, queryFn: () => apiClient.call("/installer/customer/list", {}) });
}

export function useInstallerCustomers() {
  return useQuery(customersQueryOptions());
}
