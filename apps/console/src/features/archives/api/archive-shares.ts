import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { archiveKeys } from "./archive-keys";

/** An archive's share links (POST /vms/archives/share/get). */
export function useArchiveShares(archiveId: string) {
  return useQuery({ queryKey: archiveKeys.shares(archiveId), queryFn: () => apiClient.call("/archives/share/get", { archiveId }) });
}

/** Creates a link (POST /vms/archives/share); the token is shown once. */
export function useShareArchiveMutation(archiveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (r: Omit<RequestOf<"/archives/share">, "archiveId">) => apiClient.call("/archives/share", { ...r, archiveId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: archiveKeys.shares(archiveId) }),
  });
}

/** Revokes a link (POST /vms/archives/share/get with revokeShareId). */
export function useRevokeShareMutation(archiveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revokeShareId: string) => apiClient.call("/archives/share/get", { archiveId, revokeShareId }),
    onSuccess: (data) => queryClient.setQueryData(archiveKeys.shares(archiveId), data),
  });
}
