import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MfaState, MfaType } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { storeMfaState } from "./get-mfa-state";

/** Removes a factor (POST /vms/user/mfa/delete). */
export function deleteMfaFactor(type: MfaType): Promise<MfaState> {
  return apiClient.call("/user/mfa/delete", { type });
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
