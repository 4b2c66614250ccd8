import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Profile, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { sessionStore } from "@/shared/session";
import { profileKeys } from "./get-profile";

export type AvatarResult = ResponseOf<"/user/avatar/update">;

/** Uploads a new avatar (POST /vms/user/avatar/update, multipart field `file`, spec §5 checked first). */
export function updateAvatar(file: File): Promise<AvatarResult> {
  return apiClient.upload("/user/avatar/update", {}, { file });
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
