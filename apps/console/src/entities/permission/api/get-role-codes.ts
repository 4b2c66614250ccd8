import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type RoleAuthList = ResponseOf<"/func-res/list">;

/**
 * Resource codes of the user's role (POST /vms/func-res/list, spec §6). Without a tip: the
 * permission loader retries and reports one failure itself. Cached only as part of the
 * permissions query (permissions-query.ts), which also invalidates it.
 */
export function getRoleCodes(): Promise<RoleAuthList> {
  return apiClient.call("/func-res/list", {}, { hideTip: true });
}
