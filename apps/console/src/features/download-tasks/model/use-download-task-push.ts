import { useQueryClient } from "@tanstack/react-query";
import { PUSH_INFO_TYPE, type DownloadTask } from "@vms/api-client";
import { useEffect } from "react";
import { subscribePushOf } from "@/shared/push";
import type { DownloadTaskPage } from "../api/get-download-tasks";
import { downloadTaskKeys } from "../api/download-task-keys";

/** The page with `task` in place of the row of the same id; the same page when it does not hold it. */
export function withPushedTask(page: DownloadTaskPage | undefined, task: DownloadTask): DownloadTaskPage | undefined {
  if (!page?.list.some((row) => row.taskId === task.taskId)) return page;
  return { ...page, list: page.list.map((row) => (row.taskId === task.taskId ? task : row)) };
}

/**
 * Applies DOWNLOAD_TASK pushes (/ws-vms) to the cached task pages at once: progress, speed and
 * state move without waiting for the 3 s poll, which stays as the fallback. A task no cached page
 * holds (just created, elsewhere) refreshes the pages.
 */
export function useDownloadTaskPush(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribePushOf(PUSH_INFO_TYPE.DOWNLOAD_TASK, (task) => {
        const pages = queryClient.getQueriesData<DownloadTaskPage>({ queryKey: downloadTaskKeys.all });
        const held = pages.some(([, page]) => page?.list.some((row) => row.taskId === task.taskId));
        if (!held) {
          void queryClient.invalidateQueries({ queryKey: downloadTaskKeys.all });
          return;
        }
        queryClient.setQueriesData<DownloadTaskPage>({ queryKey: downloadTaskKeys.all }, (page) => withPushedTask(page, task));
      }),
    [queryClient],
  );
}
