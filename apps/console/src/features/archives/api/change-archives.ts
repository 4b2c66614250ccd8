import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { notifier } from "@/shared/notifier";
import { archiveKeys } from "./archive-keys";

/**
 * A change to archives; the list refetches. `said` is its success toast (issue 28), raised before
 * the refetch: a deleted archive's row, and the button that asked, are gone after it.
 */
function useArchiveMutation<T, R>(fn: (request: T) => Promise<R>, said?: (request: T) => MessageDescriptor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_, request) => {
      if (said) notifier.notify({ message: said(request) }, "success");
      return queryClient.invalidateQueries({ queryKey: archiveKeys.all });
    },
  });
}

/** An archive change with the archive's title, for its message. */
type Titled<P extends "/archives/delete" | "/archives/retry"> = RequestOf<P> & { title: string };

/** Creates an archive (POST /vms/archives/create); the dialog announces it with a link. */
export const useCreateArchiveMutation = () => useArchiveMutation((r: RequestOf<"/archives/create">) => apiClient.call("/archives/create", r));

/** Creating archives from elsewhere (issue 31: one per channel of a synchronised clip): the list refetches after each. */
export const useCreateArchive = () => useCreateArchiveMutation().mutateAsync;
/** Renames an archive (POST /vms/archives/update). */
export const useRenameArchiveMutation = () =>
  useArchiveMutation((r: RequestOf<"/archives/update">) => apiClient.call("/archives/update", r), ({ title }) => msg`The archive was renamed "${title}".`);
/** Deletes an archive (POST /vms/archives/delete). */
export const useDeleteArchivesMutation = () =>
  useArchiveMutation(({ title: _title, ...r }: Titled<"/archives/delete">) => apiClient.call("/archives/delete", r), ({ title }) => msg`The archive "${title}" was deleted.`);
/** Copies a failed archive again (POST /vms/archives/retry); its row turns "Copying" with the refetch. */
export const useRetryArchiveMutation = () =>
  useArchiveMutation(({ title: _title, ...r }: Titled<"/archives/retry">) => apiClient.call("/archives/retry", r), ({ title }) => msg`Copying the archive "${title}" again.`);
