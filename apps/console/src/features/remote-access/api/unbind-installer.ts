import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { myInstallerKeys } from "./get-my-installer";
import { remoteRequestKeys } from "./get-remote-requests";

/** Ends the organization's installer binding and the installer's access (POST /vms/my-installer/unbind, issue 28). */
export function unbindInstaller() {
  return apiClient.call("/my-installer/unbind", {});
}

export function useUnbindInstallerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindInstaller,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: myInstallerKeys.all }), queryClient.invalidateQueries({ queryKey: remoteRequestKeys.all })]),
  });
}
