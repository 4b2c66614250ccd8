import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { VersionInfo } from "@vms/api-client";
import { apiClient } from "@/shared/api";

/** Query keys of the version-info slice. */
export const versionInfoKeys = { all: ["system", "version"] as const };

/** Fetches the server's version and build information (POST /vms/system/version/get). */
export function getVersionInfo(): Promise<VersionInfo> {
  return apiClient.call("/system/version/get", {});
}

/** Query options for the version information; the route loader ensures it. */
export function versionInfoQueryOptions() {
  // The server version only changes on deployment: no refetching while the page is open.
  return queryOptions({ queryKey: versionInfoKeys.all, queryFn: getVersionInfo, staleTime: Infinity });
}

/** The version information, suspending until it is loaded. */
export function useVersionInfo(): VersionInfo {
  return useSuspenseQuery(versionInfoQueryOptions()).data;
}
