import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { archiveKeys } from "./archive-keys";

function useArchiveMutation<T>(fn: (request: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: archiveKeys.all }) });
}

/** Creates an archive (POST /vms/archives/create); the list refetches. */
export const useCreateArchiveMutation = () => useArchiveMutation((r: RequestOf<"/archives/create">) => apiClient.call("/archives/create", r));
/** Renames an archive (POST /vms/archives/update). */
export const useRenameArchiveMutation = () => useArchiveMutation((r: RequestOf<"/archives/update">) => apiClient.call("/archives/update", r));
/** Deletes archives (POST /vms/archives/delete). */
export const useDeleteArchivesMutation = () => useArchiveMutation((r: RequestOf<"/archives/delete">) => apiClient.call("/archives/delete", r));
/** Copies a failed archive again (POST /vms/archives/retry). */
export const useRetryArchiveMutation = () => useArchiveMutation((r: RequestOf<"/archives/retry">) => apiClient.call("/archives/retry", r));
