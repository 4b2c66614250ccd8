import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { catalogueEntry, Code, toApiError } from "@vms/api-client";

/** Spec §4 "limited": the daily limit (1024). */
export const codeLimitedMessage: MessageDescriptor = msg`The daily limit for e-mail codes is reached. Please try again tomorrow.`;
/** Spec §8 "too frequent" (20023, 6001): the countdown keeps running. */
export const codeTooOftenMessage: MessageDescriptor = msg`Codes are requested too often. Please wait for the countdown before asking again.`;
/** Spec §7: a send-e-mail-code failure with no code of its own. */
export const codeSendFailedMessage: MessageDescriptor = msg`The code could not be sent. Please try again.`;

/** What a failed code request does to the e-mail code states (spec §4, §7, §8). */
export type CodeSendFailure =
  | { kind: "limited"; message: MessageDescriptor }
  | { kind: "tooOften"; message: MessageDescriptor; resendAfter: number | undefined }
  | { kind: "failed"; message: MessageDescriptor };

/** The seconds the server says are left before another code (20023 `data.resendAfter`). */
function resendAfterOf(data: unknown): number | undefined {
  const value = typeof data === "object" && data !== null ? (data as { resendAfter?: unknown }).resendAfter : undefined;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}

/** Classifies the failure of a code request. */
export function classifyCodeSendFailure(error: unknown): CodeSendFailure {
  const { code, data } = toApiError(error);
  if (code === Code.SEND_LIMIT) return { kind: "limited", message: codeLimitedMessage };
  if (code === Code.TOO_FREQUENT_CODE || code === Code.TOO_FREQUENT) {
    const resendAfter = resendAfterOf(data);
    // Without the server's wait there is no countdown to point at: the catalogue's own message.
    const message = resendAfter === undefined ? (catalogueEntry(code)?.message ?? codeTooOftenMessage) : codeTooOftenMessage;
    return { kind: "tooOften", message, resendAfter };
  }
  // A catalogued failure (e.g. network, invalid address) says what went wrong; anything else is "send failed".
  return { kind: "failed", message: catalogueEntry(code)?.message ?? codeSendFailedMessage };
}
