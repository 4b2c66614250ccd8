import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MfaState, RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { storeMfaState } from "./get-mfa-state";

export type MfaSetRequest = RequestOf<"/user/mfa/set">;

/** Turns MFA on or off for oneself (SELF) or for the whole organization (ORG, mfa_config_switch_mgr). */
export function setMfa(data: MfaSetRequest): Promise<MfaState> {
  return apiClient.call("/user/mfa/set", data);
}

/** Mutation around {@link setMfa}; spec §7 "MFA set success shows operationSuccess". */
export function useSetMfaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMfa,
    onSuccess: (state) => {
      storeMfaState(queryClient, state);
      notifier.notify({ message: operationSuccessMessage }, "success");
    },
  });
}
