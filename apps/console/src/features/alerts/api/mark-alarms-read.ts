import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { alarmKeys } from "./alarm-keys";

export type MarkReadRequest = RequestOf<"/event/alarm/update/read/status">;

/** Marks alarms read: the named ones, or every one of a tab (POST /vms/event/alarm/update/read/status). */
export function markAlarmsRead(request: MarkReadRequest): Promise<ResponseOf<"/event/alarm/update/read/status">> {
  return apiClient.call("/event/alarm/update/read/status", request);
}

/** The mutation; lists and counts load again afterwards (the push brings the counts too). */
export function useMarkAlarmsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAlarmsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: alarmKeys.all }),
  });
}
