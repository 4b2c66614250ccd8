import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { customerKeys } from "./get-customers";

/** The signed-in installer accepts the link (POST /vms/user/invite/bind). */
export function bindInstaller(data: { inviteId: string; uuid: string }) {
  return apiClient.call("/user/invite/bind", data, { hideTip: true });
}

export function useBindInstallerMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bindInstaller, onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }) });
}
