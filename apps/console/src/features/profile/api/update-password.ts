import { useMutation } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { notifier } from "@/shared/notifier";
import { passwordChangedMessage } from "../model/profile-messages";

export type PasswordUpdate = RequestOf<"/web/user/password/update">;

/**
 * Changes the password (POST /vms/web/user/password/update). Without a tip: the form shows 20010 /
 * 7002 (wrong old password) and 20011 (same password) on its fields and passes the rest to
 * `showApiError`. The server keeps this session and ends the others; nothing cached changes.
 */
export async function updatePassword(data: PasswordUpdate): Promise<void> {
  await apiClient.call("/web/user/password/update", data, { hideTip: true });
}

/** Mutation around {@link updatePassword}, with its success toast. */
export function useUpdatePasswordMutation() {
  return useMutation({ mutationFn: updatePassword, onSuccess: () => notifier.notify({ message: passwordChangedMessage }, "success") });
}
