import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { saveUrl } from "@/shared/lib/save-file";

/** A shared archive by its link's token (POST /vms/archives/video/no-token/list); errors shown inline. */
export function sharedArchiveQueryOptions(token: string, accessCode: string | undefined) {
  return queryOptions({
    queryKey: ["archive-share", token, accessCode ?? ""],
    queryFn: () => apiClient.call("/archives/video/no-token/list", { token, ...(accessCode ? { accessCode } : {}) }, { hideTip: true }),
    retry: false,
    staleTime: 30 * 60_000,
  });
}

/** The shared archive as {@link sharedArchiveQueryOptions}; the route loader asks first without a code. */
export function useSharedArchive(token: string, accessCode: string | undefined) {
  return useQuery(sharedArchiveQueryOptions(token, accessCode));
}

/** The shared AVI and manifest (POST /vms/archives/download-token/no-token/get). */
export function useSharedDownloadMutation(token: string, accessCode: string | undefined) {
  return useMutation({
    mutationFn: () => apiClient.call("/archives/download-token/no-token/get", { token, ...(accessCode ? { accessCode } : {}) }, { hideTip: true }),
    // The server answers the AVI as an attachment, with its name.
    onSuccess: (links) => saveUrl(links.aviUrl, ""),
  });
}
