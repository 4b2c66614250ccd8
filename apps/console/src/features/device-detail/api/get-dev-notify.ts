import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { detailKeys } from "./detail-keys";

export type DevNotify = ResponseOf<"/monitor/dev-notify/detail">;

/** The device's notification settings (POST /vms/monitor/dev-notify/detail); off and empty when never set. */
export function getDevNotify(sn: string): Promise<DevNotify> {
  return apiClient.call("/monitor/dev-notify/detail", { sn });
}

/** Query options for the notification settings. */
export function devNotifyQueryOptions(sn: string) {
  return queryOptions({ queryKey: detailKeys.notify(sn), queryFn: () => getDevNotify(sn) });
}

/** The notification settings (undefined while loading). */
export function useDevNotify(sn: string) {
  return useQuery(devNotifyQueryOptions(sn));
}

/** True for the answer of a device whose settings were never saved (so saving adds them). */
export function isUnsetNotify(notify: DevNotify): boolean {
  return !notify.enabled && notify.events.length === 0 && notify.recipients.length === 0;
}
