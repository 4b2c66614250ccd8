import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { remoteRequestKeys } from "./get-remote-requests";

/** Ends a grant at once; the installer's remote console is signed out (POST /vms/remote-access-req/revoke). */
export function revokeRemoteRequest(grantId: string) {
  return apiClient.call("/remote-access-req/revoke", { grantId });
}

export function useRevokeRemoteRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeRemoteRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: remoteRequestKeys.all }) });
}
