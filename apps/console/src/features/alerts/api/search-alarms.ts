import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestOf, ResponseOf } from "@vms/api-client";
import type { UserPermissions } from "@vms/permissions";
import { apiClient } from "@/shared/api";
import { NO_ALARM_FILTERS, toAlarmFilter } from "../model/alarm-filters";
import { permittedAlarmKinds } from "../model/alarm-tabs";
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

/** The tab opens on 20 rows. */
export const ALARMS_PAGE_SIZE = 20;

/** The page /alerts opens on (the first tab `permissions` allow, all, no filter): the route loader ensures it. */
export function firstAlarmsPageQueryOptions(permissions: UserPermissions) {
  const kind = permittedAlarmKinds(permissions)[0] ?? "ai";
  return alarmSearchQueryOptions({ kind, readState: "all", ...toAlarmFilter(NO_ALARM_FILTERS), pageNum: 1, pageSize: ALARMS_PAGE_SIZE });
}

export function useAlarmSearch(query: AlarmQuery) {
  return useQuery(alarmSearchQueryOptions(query));
}
