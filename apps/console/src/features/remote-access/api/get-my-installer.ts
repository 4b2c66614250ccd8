import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";

export const myInstallerKeys = { all: ["my-installer"] as const };

/** The installer bound to the organization (POST /vms/my-installer/get). */
export function myInstallerQueryOptions() {
  return queryOptions({ queryKey: myInstallerKeys.all, queryFn: () => apiClient.call("/my-installer/get", {}) });
}

export function useMyInstaller() {
  return useQuery(myInstallerQueryOptions());
}
