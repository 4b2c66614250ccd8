import { useMutation } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

/** What creating a task came to (spec §7: result 0 created; 1 and others failures; an empty log list: createTaskFailed). */
export type CreateOutcome = { kind: "created"; taskId: string; fileName: string; startTime: number; endTime: number; clamped: boolean } | { kind: "empty" } | { kind: "failed"; error: unknown };

export interface CreateDownloadInput {
  sn: string;
  chlIndex: number;
  startTime: number;
  endTime: number;
  /** Where the range is read from (spec §3 download task type): the device (default) or the cloud recording. */
  source?: "device" | "cloud";
}

/**
 * For the device, looks up the range's recording log first (POST /vms/device/rec-log/list): nothing recorded answers
 * `empty` (createTaskFailed) without creating anything; then POST /vms/download-task/create. Errors
 * are shown in the dialog, not as toasts. The task lists follow by push and poll.
 */
export async function createDownloadTask(input: CreateDownloadInput): Promise<CreateOutcome> {
  const { source, ...range } = input;
  try {
    // The device's log says nothing about the cloud recording: the server answers 7150 for an empty cloud range.
    if (source !== "cloud") {
      const log = await apiClient.call("/device/rec-log/list", range, { hideTip: true });
      if (log.segments.length === 0) return { kind: "empty" };
    }
    const body = source === "cloud" ? { ...range, source } : range;
    const created: ResponseOf<"/download-task/create"> = await apiClient.call("/download-task/create", body, { hideTip: true });
    if (created.result !== 0) return { kind: "failed", error: null };
    const { taskId, fileName, startTime, endTime, clamped } = created;
    return { kind: "created", taskId, fileName, startTime, endTime, clamped };
  } catch (error) {
    return { kind: "failed", error };
  }
}

/** Mutation around {@link createDownloadTask}. */
export function useCreateDownloadTaskMutation() {
  return useMutation({ mutationFn: createDownloadTask });
}
