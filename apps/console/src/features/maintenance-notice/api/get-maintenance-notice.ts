import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";

/** Query keys of the maintenance-notice slice. */
export const maintenanceKeys = { latest: ["sysmsg", "maintenance", "latest"] as const };

/** The operator's current maintenance notice, or null (POST /vms/sysmsg/maintenance/latest). */
export function getMaintenanceNotice() {
  // A failure here must not interrupt the page: the banner simply stays away.
  return apiClient.call("/sysmsg/maintenance/latest", {}, { hideTip: true });
}

/** Polled every 5 minutes, so a notice announced while the console is open still appears. */
export function maintenanceNoticeQueryOptions() {
  return queryOptions({ queryKey: maintenanceKeys.latest, queryFn: getMaintenanceNotice, staleTime: 60_000, refetchInterval: 300_000 });
}

export function useMaintenanceNotice() {
  return useQuery(maintenanceNoticeQueryOptions()).data?.notice ?? null;
}
