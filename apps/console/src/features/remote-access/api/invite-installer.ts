import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { myInstallerKeys } from "./get-my-installer";

/** Mails the bind link to the installer (POST /vms/my-installer/invite, administrators). */
export function inviteInstaller(email: string) {
  return apiClient.call("/my-installer/invite", { email });
}

export function useInviteInstallerMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteInstaller, onSuccess: () => queryClient.invalidateQueries({ queryKey: myInstallerKeys.all }) });
}
