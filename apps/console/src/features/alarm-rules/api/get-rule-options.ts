import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { ruleKeys } from "./rule-keys";

/** Users a rule may notify (POST /vms/event/rule/recipient/list). */
function recipientsQueryOptions() {
  return queryOptions({ queryKey: ruleKeys.recipients(), queryFn: () => apiClient.call("/event/rule/recipient/list", {}) });
}

/** The rule recipients picker's users. */
export function useRecipients() {
  return useQuery(recipientsQueryOptions());
}

/** Plate libraries for the "plate from a library" condition (POST /vms/vehicle-licence-plate-group/list). */
export function useRulePlateGroups() {
  return useQuery({ queryKey: ruleKeys.plateGroups(), queryFn: () => apiClient.call("/vehicle-licence-plate-group/list", { pageNum: 1 }) });
}

/** Cameras of the chosen sites (POST /vms/camera/list); none until a site is chosen. */
export function useRuleCameras(siteIds: readonly string[]) {
  return useQuery({
    queryKey: ruleKeys.cameras(siteIds),
    queryFn: () => apiClient.call("/camera/list", { siteIds: [...siteIds] }),
    enabled: siteIds.length > 0,
  });
}
