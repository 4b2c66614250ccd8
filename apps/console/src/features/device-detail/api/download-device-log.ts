import { useMutation } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type DeviceLogFile = ResponseOf<"/device-logs/download">;

/** The text of one uploaded log (POST /vms/device-logs/download). */
export function downloadDeviceLog(logId: string): Promise<DeviceLogFile> {
  return apiClient.call("/device-logs/download", { logId });
}

/** Mutation around {@link downloadDeviceLog} (a read, but run on demand per click). */
export function useDownloadDeviceLogMutation() {
  return useMutation({ mutationFn: downloadDeviceLog });
}
