import { useQueryClient } from "@tanstack/react-query";
import { PUSH_INFO_TYPE } from "@vms/api-client";
import { useEffect } from "react";
import { subscribePushOf } from "@/shared/push";
import { alarmKeys } from "../api/alarm-keys";

/**
 * Spec §3 Push messages (userUnreadMap): an ALARM push carries the user's new unread counts; they
 * replace the cached counts at once (the menu badge), and the alarm lists (and the rules behind them) load again.
 */
export function useAlarmPush(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    return subscribePushOf(PUSH_INFO_TYPE.ALARM, (content) => {
      queryClient.setQueryData(alarmKeys.unread(), content.unread);
      void queryClient.invalidateQueries({ queryKey: alarmKeys.lists() });
      // A new alarm may come from a rule the rule filter does not offer yet (issue 28).
      if (content.alarmId) void queryClient.invalidateQueries({ queryKey: alarmKeys.rules() });
    });
  }, [enabled, queryClient]);
}
