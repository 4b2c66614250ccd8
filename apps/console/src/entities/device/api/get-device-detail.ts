import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { DeviceDetail } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { useDeviceStatusPush } from "../model/use-device-status-push";
import { deviceKeys } from "./device-keys";

/** One device with storage, outputs, MAC and IP (POST /vms/device/detail). */
export function getDeviceDetail(sn: string): Promise<DeviceDetail> {
  return apiClient.call("/device/detail", { sn });
}

/** Query options for a device's detail; DEVICE_STATUS pushes patch it in place. */
export function deviceDetailQueryOptions(sn: string) {
  return queryOptions({ queryKey: deviceKeys.detail(sn), queryFn: () => getDeviceDetail(sn) });
}

/** A device's detail (undefined while loading), kept current by the device pushes. */
export function useDeviceDetail(sn: string) {
  useDeviceStatusPush();
  return useQuery(deviceDetailQueryOptions(sn));
}

/** Makes a device's detail fetch again. */
export function invalidateDeviceDetail(queryClient: QueryClient, sn: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: deviceKeys.detail(sn) });
}
