import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type PreLoginResult = ResponseOf<"/user/pre-login">;

/**
 * Whether this login name must send an image code or is locked (POST /vms/user/pre-login).
 * Asked quietly on blur: a failure only means the answer comes with the sign-in attempt instead.
 */
export function preLogin(loginName: string): Promise<PreLoginResult> {
  return apiClient.call("/user/pre-login", { loginName }, { hideTip: true });
}
