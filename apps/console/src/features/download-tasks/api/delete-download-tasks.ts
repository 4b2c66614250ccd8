import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { downloadTaskKeys } from "./download-task-keys";

/** Deletes tasks by id, or all of the current filter (POST /vms/download-task/delete, spec §4). */
export function deleteDownloadTasks(request: RequestOf<"/download-task/delete">): Promise<ResponseOf<"/download-task/delete">> {
  return apiClient.call("/download-task/delete", request);
}

/** Mutation around {@link deleteDownloadTasks}; the list refetches. */
export function useDeleteDownloadTasksMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDownloadTasks, onSuccess: () => queryClient.invalidateQueries({ queryKey: downloadTaskKeys.all }) });
}
