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
