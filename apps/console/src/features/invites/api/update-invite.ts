import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { msg } from "@lingui/core/macro";
import { apiClient } from "@/shared/api";
import { notifier } from "@/shared/notifier";
import { inviteKeys } from "./get-invites";

/** Changes the role and site grants of a pending invitation (POST /vms/user-invite/update); the form shows failures inline. */
export function updateInvite(data: RequestOf<"/user-invite/update">) {
  return apiClient.call("/user-invite/update", data, { hideTip: true });
}

/** Saves a pending invitation's changes, then says whose (issue 28). */
export function useUpdateInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email: _email, ...data }: RequestOf<"/user-invite/update"> & { email: string }) => updateInvite(data),
    onSuccess: async (_, { email }) => {
      notifier.notify({ message: msg`The invitation of ${email} was saved.` }, "success");
      await queryClient.invalidateQueries({ queryKey: inviteKeys.all });
      await queryClient.invalidateQueries({ queryKey: inviteKeys.users });
    },
  });
}
