import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { inviteKeys } from "./get-invites";

/** Invites by e-mail with a role and site grants (POST /vms/user/invite); the form shows failures inline. */
export function sendInvite(data: RequestOf<"/user/invite">) {
  return apiClient.call("/user/invite", data, { hideTip: true });
}

export function useSendInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvite,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: inviteKeys.all });
      await queryClient.invalidateQueries({ queryKey: inviteKeys.users });
    },
  });
}
