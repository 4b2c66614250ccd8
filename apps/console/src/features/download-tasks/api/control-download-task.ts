import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { downloadTaskKeys } from "./download-task-keys";

/** Pauses, continues or restarts a task (POST /vms/download-task/control, spec §4). */
export function controlDownloadTask(request: RequestOf<"/download-task/control">): Promise<ResponseOf<"/download-task/control">> {
  return apiClient.call("/download-task/control", request);
}

/** Mutation around {@link controlDownloadTask}; the list refetches. */
export function useControlDownloadTaskMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: controlDownloadTask, onSuccess: () => queryClient.invalidateQueries({ queryKey: downloadTaskKeys.all }) });
}
