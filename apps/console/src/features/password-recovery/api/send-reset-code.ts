import type { RequestOf, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type SendResetCodeRequest = RequestOf<"/user/password/reset/send-message">;

/**
 * Sends a password-reset code to the account's address (POST /vms/user/password/reset/send-message).
 * Without a tip: the screens show image code, limit and unknown-account failures inline.
 */
export function sendResetCode(data: SendResetCodeRequest): Promise<ResponseOf<"/user/password/reset/send-message">> {
  return apiClient.call("/user/password/reset/send-message", data, { hideTip: true });
}
