import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { alarmKeys } from "./alarm-keys";

export type AlarmDetail = ResponseOf<"/event/alarm/detail">;

/** One alarm with its images and recording window (POST /vms/event/alarm/detail). */
export function getAlarmDetail(alarmId: string): Promise<AlarmDetail> {
  return apiClient.call("/event/alarm/detail", { alarmId });
}

export function alarmDetailQueryOptions(alarmId: string) {
  return queryOptions({ queryKey: alarmKeys.detail(alarmId), queryFn: () => getAlarmDetail(alarmId) });
}

export function useAlarmDetail(alarmId: string | null) {
  return useQuery({ ...alarmDetailQueryOptions(alarmId ?? ""), enabled: alarmId !== null });
}
