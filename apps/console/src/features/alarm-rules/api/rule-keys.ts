import type { QueryClient } from "@tanstack/react-query";

/** Query keys of alarm rules, their pickers and the contacts. */
export const ruleKeys = {
  all: ["alarmRules"] as const,
  list: (targetTypes: readonly string[]) => ["alarmRules", "list", ...targetTypes] as const,
  recipients: () => ["alarmRules", "recipients"] as const,
  contacts: () => ["alarmRules", "contacts"] as const,
  plateGroups: () => ["alarmRules", "plateGroups"] as const,
  cameras: (siteIds: readonly string[]) => ["alarmRules", "cameras", ...siteIds] as const,
};

/** Refetches the rule lists and contacts after a change. */
export function invalidateRules(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ruleKeys.all });
}
