import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { archiveKeys } from "./archive-keys";

/** Archive rights and the caller's own (POST /vms/archives/authority/get). */
export function archiveAuthorityQueryOptions() {
  return queryOptions({ queryKey: archiveKeys.authority(), queryFn: () => apiClient.call("/archives/authority/get", {}) });
}

/** Archive rights and the caller's own, as {@link archiveAuthorityQueryOptions}. */
export function useArchiveAuthority() {
  return useQuery(archiveAuthorityQueryOptions());
}

/** Saves rights (POST /vms/archives/authority/update, administrators). */
export function useUpdateAuthorityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (r: RequestOf<"/archives/authority/update">) => apiClient.call("/archives/authority/update", r),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: archiveKeys.all }),
  });
}
