import { useMutation, useQueryClient } from "@tanstack/react-query";
import { msg } from "@lingui/core/macro";
import { apiClient } from "@/shared/api";
import { notifier } from "@/shared/notifier";
import { inviteKeys } from "./get-invites";

/** Mails a pending invitation again with a new link (POST /vms/user/invite/retry). */
export function resendInvite(inviteId: string) {
  return apiClient.call("/user/invite/retry", { inviteId });
}

/** Resends an invitation, then says to whom (issue 28). */
export function useResendInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inviteId }: { inviteId: string; email: string }) => resendInvite(inviteId),
    onSuccess: (_, { email }) => {
      notifier.notify({ message: msg`The invitation was sent again to ${email}.` }, "success");
      return queryClient.invalidateQueries({ queryKey: inviteKeys.all });
    },
  });
}
