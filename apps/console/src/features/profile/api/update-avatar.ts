import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Profile, ResponseOf } from "@vms/api-client";
import { apiClient, showApiError } from "@/shared/api";
import { sessionStore } from "@/shared/session";
import { avatarProblemOf } from "../model/avatar-file";
import { profileKeys } from "./get-profile";

export type AvatarResult = ResponseOf<"/user/avatar/update">;

/**
 * Uploads a new avatar (POST /vms/user/avatar/update, multipart field `file`, spec §5 checked
 * first). A refused type or size is said under the avatar, like the chooser's own check; other
 * failures raise the §8 toast.
 */
export async function updateAvatar(file: File): Promise<AvatarResult> {
  try {
    return await apiClient.upload("/user/avatar/update", {}, { file }, { hideTip: true });
  } catch (error) {
    if (!avatarProblemOf(error)) showApiError(error);
    throw error;
  }
}

/** Mutation around {@link updateAvatar}: the new URL goes into the cached profile and the session's user. */
export function useUpdateAvatarMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: ({ avatar }) => {
      queryClient.setQueryData<Profile>(profileKeys.all, (profile) => (profile ? { ...profile, avatar } : profile));
      const user = sessionStore.get()?.user;
      if (user) sessionStore.setUser({ ...user, avatar });
    },
  });
}
