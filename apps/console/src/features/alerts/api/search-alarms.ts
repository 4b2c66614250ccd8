import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestOf, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { alarmKeys } from "./alarm-keys";

export type AlarmQuery = RequestOf<"/event/alarm/search/list">;
export type AlarmPage = ResponseOf<"/event/alarm/search/list">;

/** One page of one tab's alarms, newest first (POST /vms/event/alarm/search/list). */
export function searchAlarms(query: AlarmQuery): Promise<AlarmPage> {
  return apiClient.call("/event/alarm/search/list", query);
}

export function alarmSearchQueryOptions(query: AlarmQuery) {
  return queryOptions({ queryKey: alarmKeys.list(query), queryFn: () => searchAlarms(query), placeholderData: keepPreviousData });
}

export function useAlarmSearch(query: AlarmQuery) {
  return useQuery(alarmSearchQueryOptions(query));
}
