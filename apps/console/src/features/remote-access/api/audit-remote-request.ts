import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { remoteRequestKeys } from "./get-remote-requests";

/** Grants a request for a §9 duration, or refuses it (POST /vms/remote-access-req/audit). */
export function auditRemoteRequest(data: RequestOf<"/remote-access-req/audit">) {
  return apiClient.call("/remote-access-req/audit", data);
}

export function useAuditRemoteRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: auditRemoteRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: remoteRequestKeys.all }) });
}
