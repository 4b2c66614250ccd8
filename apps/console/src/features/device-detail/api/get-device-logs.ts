import { keepPreviousData, queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import type { PageSize } from "@/entities/device";
import { apiClient } from "@/shared/api";
import { detailKeys } from "./detail-keys";

export type DeviceLogPage = ResponseOf<"/device-logs/list">;

/** One page of the logs the device uploaded (POST /vms/device-logs/list). */
export function getDeviceLogs(sn: string, pageNum: number, pageSize: PageSize): Promise<DeviceLogPage> {
  return apiClient.call("/device-logs/list", { sn, pageNum, pageSize });
}

/** Query options for one page of logs. */
export function deviceLogsQueryOptions(sn: string, pageNum: number, pageSize: PageSize) {
  return queryOptions({ queryKey: detailKeys.logPage(sn, pageNum, pageSize), queryFn: () => getDeviceLogs(sn, pageNum, pageSize) });
}

/** A page of logs; the previous page stays while the next loads. */
export function useDeviceLogs(sn: string, pageNum: number, pageSize: PageSize) {
  return useQuery({ ...deviceLogsQueryOptions(sn, pageNum, pageSize), placeholderData: keepPreviousData });
}

/** Makes the device's log pages fetch again (a log upload finished). */
export function invalidateDeviceLogs(queryClient: QueryClient, sn: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: detailKeys.logs(sn) });
}
