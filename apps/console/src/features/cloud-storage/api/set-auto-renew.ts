import { msg } from "@lingui/core/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { notifier } from "@/shared/notifier";
import { cloudKeys } from "./cloud-keys";

/** Turns a channel's auto renew on or off (POST /vms/cloud-storage/auto-renew/set); refusals toast their catalogue message. */
export function setAutoRenew(request: RequestOf<"/cloud-storage/auto-renew/set">) {
  return apiClient.call("/cloud-storage/auto-renew/set", request);
}

/** Mutation around {@link setAutoRenew}: says what changed, and the plans refetch. */
export function useSetAutoRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAutoRenew,
    onSuccess: async (plan) => {
      notifier.notify({ message: plan.autoRenew ? msg`Auto renew is on for ${plan.chlName}.` : msg`Auto renew is off for ${plan.chlName}.` }, "success");
      await queryClient.invalidateQueries({ queryKey: cloudKeys.all });
    },
  });
}
