import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";

/** Signs in to the customer's organization from the remote-login link (POST /vms/remote-access-req/connect). */
export function connectRemote(data: { grantId: string; token: string }) {
  return apiClient.call("/remote-access-req/connect", data, { hideTip: true });
}

export function useConnectRemoteMutation() {
  return useMutation({ mutationFn: connectRemote });
}
