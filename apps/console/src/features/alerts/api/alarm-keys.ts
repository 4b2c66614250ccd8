import type { RequestOf } from "@vms/api-client";

/** Query keys of the alerts slice. */
export const alarmKeys = {
  all: ["alarms"] as const,
  unread: () => [...alarmKeys.all, "unread"] as const,
  lists: () => [...alarmKeys.all, "list"] as const,
  list: (query: RequestOf<"/event/alarm/search/list">) => [...alarmKeys.lists(), query] as const,
  rules: () => [...alarmKeys.all, "rules"] as const,
  detail: (alarmId: string) => [...alarmKeys.all, "detail", alarmId] as const,
};
