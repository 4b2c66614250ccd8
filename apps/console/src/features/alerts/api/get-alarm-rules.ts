import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { alarmKeys } from "./alarm-keys";

/** The rules behind the caller's alarms, for the rule filter (POST /vms/event/alarm/rule/list). */
export function useAlarmRules(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: alarmKeys.rules(), queryFn: async () => (await apiClient.call("/event/alarm/rule/list", {})).list }), enabled });
}
