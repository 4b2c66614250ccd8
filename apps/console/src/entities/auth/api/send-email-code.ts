import type { RequestOf, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type SendEmailCodeRequest = RequestOf<"/code/dynamic/create">;
export type CodeSent = ResponseOf<"/code/dynamic/create">;

/**
 * Sends a 6-digit e-mail code (POST /vms/code/dynamic/create): REGISTER for sign-up, DBL_CHECK
 * for the login second factor. Without a tip: the e-mail code states (spec §4) show the outcome.
 */
export function sendEmailCode(data: SendEmailCodeRequest): Promise<CodeSent> {
  return apiClient.call("/code/dynamic/create", data, { hideTip: true });
}
