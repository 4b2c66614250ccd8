import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MfaState, RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { storeMfaState } from "./get-mfa-state";

/** What removing a factor sends: the factor and the password or a current app code. */
type DeleteMfaFactorRequest = RequestOf<"/user/mfa/delete">;

/**
 * Removes a factor, confirmed by the password or a current authenticator-app code (POST
 * /vms/user/mfa/delete). Without a tip: the dialog shows a wrong password or code by its field.
 */
export function deleteMfaFactor(request: DeleteMfaFactorRequest): Promise<MfaState> {
  return apiClient.call("/user/mfa/delete", request, { hideTip: true });
}

/** Mutation around {@link deleteMfaFactor}: the answer replaces the cached MFA state. */
export function useDeleteMfaFactorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMfaFactor,
    onSuccess: (state) => {
      storeMfaState(queryClient, state);
      notifier.notify({ message: operationSuccessMessage }, "success");
    },
  });
}
