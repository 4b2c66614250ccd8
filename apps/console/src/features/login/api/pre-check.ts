import type { RequestOf, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type PreCheckRequest = RequestOf<"/user/pre-check">;
export type PreCheckResult = ResponseOf<"/user/pre-check">;

/**
 * Checks the password (counting failures like login) and says whether a second factor is needed
 * (POST /vms/user/pre-check). Without a tip: the login form shows 20005/20006/20007/20009/7007
 * inline and passes other failures to `showApiError`.
 */
export function preCheck(data: PreCheckRequest): Promise<PreCheckResult> {
  return apiClient.call("/user/pre-check", data, { hideTip: true });
}
