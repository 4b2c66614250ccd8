import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Profile, RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { syncProfile } from "../model/sync-profile";

export type ProfileUpdate = RequestOf<"/user/profile/update">;

/** Saves name, alias and phone (POST /vms/user/profile/update); answers the whole profile. */
export function updateProfile(data: ProfileUpdate): Promise<Profile> {
  return apiClient.call("/user/profile/update", data);
}

/** Mutation around {@link updateProfile}, with its success toast: the answer replaces the cached profile and the session's user. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      syncProfile(queryClient, profile);
      notifier.notify({ message: operationSuccessMessage }, "success");
    },
  });
}
