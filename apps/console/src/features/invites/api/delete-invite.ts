import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { inviteKeys } from "./get-invites";

/** Deletes a pending invitation and its inactivated user (POST /vms/user-invite/delete). */
export function deleteInvite(inviteId: string) {
  return apiClient.call("/user-invite/delete", { inviteId });
}

export function useDeleteInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvite,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: inviteKeys.all });
      await queryClient.invalidateQueries({ queryKey: inviteKeys.users });
    },
  });
}
