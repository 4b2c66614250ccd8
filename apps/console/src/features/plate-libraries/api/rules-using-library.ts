import { RULE_TARGET_TYPES, type AlarmRule } from "@vms/api-client";
import { apiClient } from "@/shared/api";

/**
 * The alarm rules that match plates of the library (issue 28): deleting it leaves them enabled but
 * unable to fire, so the confirmation names them. Read when asked, not cached: rules change elsewhere.
 * The first 100 rules of each target are read, the rule list's largest page.
 */
export async function rulesUsingLibrary(groupId: string): Promise<AlarmRule[]> {
  const pages = await Promise.all(RULE_TARGET_TYPES.map((targetType) => apiClient.call("/event/rule/list", { targetType, pageNum: 1, pageSize: 100 })));
  return pages.flatMap((page) => page.list).filter((rule) => rule.plates.mode === "library" && rule.plates.groupIds.includes(groupId));
}
