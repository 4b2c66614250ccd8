import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { DOWNLOAD_POLL_MS, type RequestOf, type ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { downloadTaskKeys } from "./download-task-keys";

export type DownloadTaskQuery = RequestOf<"/download-task/list">;
export type DownloadTaskPage = ResponseOf<"/download-task/list">;

/** One page of the user's download tasks (POST /vms/download-task/list). */
export function getDownloadTasks(query: DownloadTaskQuery): Promise<DownloadTaskPage> {
  return apiClient.call("/download-task/list", query);
}

/** Query options for one page; polled every 3 s (spec §4/§9) while the table is shown. */
export function downloadTasksQueryOptions(query: DownloadTaskQuery) {
  return queryOptions({ queryKey: downloadTaskKeys.page(query), queryFn: () => getDownloadTasks(query), refetchInterval: DOWNLOAD_POLL_MS });
}

/** A polled page of download tasks; the previous page stays while the next one loads. */
export function useDownloadTasks(query: DownloadTaskQuery) {
  return useQuery({ ...downloadTasksQueryOptions(query), placeholderData: keepPreviousData });
}

/** Spec §4 states of tasks not yet finished (what the top-bar badge counts). */
export const UNFINISHED_STATES = ["prepare", "continue", "pause", "startFailed"] as const satisfies DownloadTaskQuery["status"];

/**
 * How many of the user's tasks are unfinished (the list's total for those states). Not polled: it is
 * on every page, and a paused or failed task would keep it polling for good. Task changes arrive by
 * the DOWNLOAD_TASK push, which refreshes the task queries; the open drawer and table poll (§9 3 s).
 */
export function useUnfinishedDownloadCount(): number {
  const { data } = useQuery({
    queryKey: downloadTaskKeys.page({ pageNum: 1, pageSize: 10, status: [...UNFINISHED_STATES] }),
    queryFn: () => getDownloadTasks({ pageNum: 1, pageSize: 10, status: [...UNFINISHED_STATES] }),
  });
  return data?.total ?? 0;
}
