import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MfaState, RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { storeMfaState } from "./get-mfa-state";

export type MfaVerifyRequest = RequestOf<"/user/mfa/verify">;

/**
 * Proves a new factor with its code (POST /vms/user/mfa/verify). Without a tip: the dialog shows
 * 33671 / 33672 under the code and passes the rest to `showApiError`.
 */
export function verifyMfaFactor(data: MfaVerifyRequest): Promise<MfaState> {
  return apiClient.call("/user/mfa/verify", data, { hideTip: true });
}

/** Mutation around {@link verifyMfaFactor}, with its success toast: the answer replaces the cached MFA state. */
export function useVerifyMfaFactorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMfaFactor,
    onSuccess: (state) => {
      storeMfaState(queryClient, state);
      notifier.notify({ message: operationSuccessMessage }, "success");
    },
  });
}
