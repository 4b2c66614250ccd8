import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type DynamicAuthList = ResponseOf<"/func-res/dynamic-list">;

/**
 * Account-level resource codes (POST /vms/func-res/dynamic-list, spec §6). Without a tip, like
 * getRoleCodes; cached and invalidated with it by the permissions query.
 */
export function getDynamicCodes(): Promise<DynamicAuthList> {
  return apiClient.call("/func-res/dynamic-list", {}, { hideTip: true });
}
