import type { LoginResult, RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type LoginRequest = RequestOf<"/user/login">;

/**
 * Signs in (POST /vms/user/login). Without a tip: every caller shows the sign-in failures
 * (20005 tries remaining, 20006 lock, 20007/20009 captcha, 33671/33672 MFA) inline and passes the
 * rest to `showApiError`.
 */
export function login(data: LoginRequest): Promise<LoginResult> {
  return apiClient.call("/user/login", data, { hideTip: true });
}
