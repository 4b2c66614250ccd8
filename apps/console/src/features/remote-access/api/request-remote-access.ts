import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { customerKeys } from "./get-customers";

/** The installer asks a customer for administrator access (POST /vms/remote-access-req/create). */
export function requestRemoteAccess(bindingId: string) {
  return apiClient.call("/remote-access-req/create", { bindingId });
}

export function useRequestRemoteAccessMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestRemoteAccess, onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }) });
}
