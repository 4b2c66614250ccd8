import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { msg } from "@lingui/core/macro";
import { apiClient } from "@/shared/api";
import { notifier } from "@/shared/notifier";
import { remoteRequestKeys } from "./get-remote-requests";

/** Grants a request for a §9 duration, or refuses it (POST /vms/remote-access-req/audit); the outcome is said, naming the installer (issue 28). */
export function auditRemoteRequest(data: RequestOf<"/remote-access-req/audit">) {
  return apiClient.call("/remote-access-req/audit", data);
}

export function useAuditRemoteRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ who: _who, ...data }: RequestOf<"/remote-access-req/audit"> & { who: string }) => auditRemoteRequest(data),
    onSuccess: (_, { approve, who }) => {
      notifier.notify({ message: approve ? msg`Remote access granted to ${who}.` : msg`The remote access request of ${who} was refused.` }, "success");
      return queryClient.invalidateQueries({ queryKey: remoteRequestKeys.all });
    },
  });
}
