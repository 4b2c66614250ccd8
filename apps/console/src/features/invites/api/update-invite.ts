import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { inviteKeys } from "./get-invites";

/** Changes the role and site grants of a pending invitation (POST /vms/user-invite/update); the form shows failures inline. */
export function updateInvite(data: RequestOf<"/user-invite/update">) {
  return apiClient.call("/user-invite/update", data, { hideTip: true });
}

export function useUpdateInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvite,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: inviteKeys.all });
      await queryClient.invalidateQueries({ queryKey: inviteKeys.users });
    },
  });
}
