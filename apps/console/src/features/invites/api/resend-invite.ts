import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { inviteKeys } from "./get-invites";

/** Mails a pending invitation again with a new link (POST /vms/user/invite/retry). */
export function resendInvite(inviteId: string) {
  return apiClient.call("/user/invite/retry", { inviteId });
}

export function useResendInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendInvite, onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.all }) });
}
