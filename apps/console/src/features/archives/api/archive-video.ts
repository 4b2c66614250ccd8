import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { Code, toApiError } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { archiveKeys } from "./archive-keys";

/** The archive's MP4 link, evidence and rights, for {@link useArchiveVideo} and the route loader. */
export function archiveVideoQueryOptions(archiveId: string) {
  return queryOptions({
    queryKey: archiveKeys.video(archiveId),
    queryFn: () => apiClient.call("/archives/video/list", { archiveId }, { hideTip: true }),
    staleTime: 30 * 60_000,
  });
}

/**
 * The archive's MP4 link, evidence and the caller's rights (POST /vms/archives/video/list). The
 * page says why it cannot play (no toast); an archive still copying (31105, e.g. opened from the
 * "created" toast) is asked again every 3 s, like the list polls.
 */
export function useArchiveVideo(archiveId: string) {
  return useQuery({
    ...archiveVideoQueryOptions(archiveId),
    refetchInterval: (q) => (q.state.error && toApiError(q.state.error).code === Code.ARCHIVE_NOT_READY ? 3_000 : false),
  });
}

/**
 * Issue #16: the AVI goes through the download task flow (POST /vms/download-task/create, source
 * cloudArchive; the task list has it); the manifest and signature links come with the download token.
 */
export async function createArchiveDownload(archiveId: string) {
  const task = await apiClient.call("/download-task/create", { source: "cloudArchive", archiveId });
  const links = await apiClient.call("/archives/download-token/get", { archiveId });
  return { fileName: task.fileName, manifestUrl: links.manifestUrl, signatureUrl: links.signatureUrl };
}

/** Mutation around {@link createArchiveDownload}. */
export function useArchiveDownloadMutation() {
  return useMutation({ mutationFn: createArchiveDownload });
}
