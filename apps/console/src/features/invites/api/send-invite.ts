import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { msg } from "@lingui/core/macro";
import { apiClient } from "@/shared/api";
import { notifier } from "@/shared/notifier";
import { inviteKeys } from "./get-invites";

/** Invites by e-mail with a role and site grants (POST /vms/user/invite); the form shows failures inline. */
export function sendInvite(data: RequestOf<"/user/invite">) {
  return apiClient.call("/user/invite", data, { hideTip: true });
}

export function useSendInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvite,
    onSuccess: async (_, { email }) => {
      notifier.notify({ message: msg`An invitation was sent to ${email}.` }, "success");
      await queryClient.invalidateQueries({ queryKey: inviteKeys.all });
      await queryClient.invalidateQueries({ queryKey: inviteKeys.users });
    },
  });
}
