import { msg } from "@lingui/core/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { notifier } from "@/shared/notifier";
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
    // Said before the refetch: the card's installer row (the caller) is gone once it lands.
    onSuccess: () => {
      notifier.notify({ message: msg`The installer was unbound.` }, "success");
      return Promise.all([queryClient.invalidateQueries({ queryKey: myInstallerKeys.all }), queryClient.invalidateQueries({ queryKey: remoteRequestKeys.all })]);
    },
  });
}
