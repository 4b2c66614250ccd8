import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UnreadCount } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { alarmKeys } from "./alarm-keys";

/** Unread alarms per tab (POST /vms/event/alarm/unread/count); pushes keep it current. */
export function getUnreadCount(): Promise<UnreadCount> {
  return apiClient.call("/event/alarm/unread/count", {});
}

export function unreadCountQueryOptions() {
  return queryOptions({ queryKey: alarmKeys.unread(), queryFn: getUnreadCount, staleTime: 60_000 });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
