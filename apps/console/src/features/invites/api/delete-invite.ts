import { useMutation, useQueryClient } from "@tanstack/react-query";
import { msg } from "@lingui/core/macro";
import { apiClient } from "@/shared/api";
import { notifier } from "@/shared/notifier";
import { inviteKeys } from "./get-invites";

/** Deletes a pending invitation and its inactivated user (POST /vms/user-invite/delete). */
export function deleteInvite(inviteId: string) {
  return apiClient.call("/user-invite/delete", { inviteId });
}

/** Deletes an invitation, then says whose it was (issue 28). */
export function useDeleteInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inviteId }: { inviteId: string; email: string }) => deleteInvite(inviteId),
    onSuccess: async (_, { email }) => {
      notifier.notify({ message: msg`The invitation of ${email} was deleted.` }, "success");
      await queryClient.invalidateQueries({ queryKey: inviteKeys.all });
      await queryClient.invalidateQueries({ queryKey: inviteKeys.users });
    },
  });
}
