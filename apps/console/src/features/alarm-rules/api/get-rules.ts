import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AlarmRule, RuleTargetType } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { ruleKeys } from "./rule-keys";

/** The rules of the given targets (POST /vms/event/rule/list, one call per target, 100 a page). */
export async function getRules(targetTypes: readonly RuleTargetType[]): Promise<AlarmRule[]> {
  const pages = await Promise.all(targetTypes.map((targetType) => apiClient.call("/event/rule/list", { targetType, pageNum: 1, pageSize: 100 })));
  return pages.flatMap((page) => page.list);
}

/** Query options for a rule page's list. */
export function rulesQueryOptions(targetTypes: readonly RuleTargetType[]) {
  return queryOptions({ queryKey: ruleKeys.list(targetTypes), queryFn: () => getRules(targetTypes) });
}

/** The rules of the given targets. */
export function useRules(targetTypes: readonly RuleTargetType[]) {
  return useQuery(rulesQueryOptions(targetTypes));
}
