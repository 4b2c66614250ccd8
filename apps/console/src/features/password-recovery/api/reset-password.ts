import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type ResetPasswordRequest = RequestOf<"/user/password/reset">;

/**
 * Sets a new password with the e-mail code (POST /vms/user/password/reset); the server signs out
 * every session of the account. Without a tip: code failures show on the code field.
 */
export async function resetPassword(data: ResetPasswordRequest): Promise<void> {
  await apiClient.call("/user/password/reset", data, { hideTip: true });
}
