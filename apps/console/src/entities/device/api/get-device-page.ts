import { keepPreviousData, queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { normalizeDevicePageQuery, type DevicePageQuery } from "../model/device-page-query";
import { useDeviceStatusPush } from "../model/use-device-status-push";
import { deviceKeys } from "./device-keys";

export type DevicePage = ResponseOf<"/device/page">;

/** One page of the caller's visible devices (POST /vms/device/page); sub-sites are included. */
export function getDevicePage(query: DevicePageQuery): Promise<DevicePage> {
  return apiClient.call("/device/page", { ...normalizeDevicePageQuery(query), includeSubSites: true });
}

/** Query options for one page; DEVICE_STATUS pushes patch its rows in place. */
export function devicePageQueryOptions(query: DevicePageQuery) {
  const normalized = normalizeDevicePageQuery(query);
  return queryOptions({ queryKey: deviceKeys.page(normalized), queryFn: () => getDevicePage(normalized) });
}

/**
 * A page of devices, kept current by the device pushes; the previous page stays on screen while the
 * next one loads (no flashing).
 */
export function useDevicePage(query: DevicePageQuery) {
  useDeviceStatusPush();
  return useQuery({ ...devicePageQueryOptions(query), placeholderData: keepPreviousData });
}

/** Makes every device page and detail fetch again (after bind, unbind, rename). */
export function invalidateDevices(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: deviceKeys.all });
}
