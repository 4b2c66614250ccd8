import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { DownloadTask } from "@vms/api-client";
import { notifier } from "@/shared/notifier";
import { useConfirm } from "@/shared/ui";
import { useDeleteDownloadTasksMutation } from "../api/delete-download-tasks";

const running = (task: DownloadTask) => task.status === "continue" || task.status === "prepare";

/**
 * Issue 28: deleting download tasks asks first (a running one stops, and the files go with the
 * tasks), then says it was done.
 */
export function useConfirmedDelete() {
  const { t } = useLingui();
  const confirm = useConfirm();
  const remove = useDeleteDownloadTasksMutation();
  const done = () => notifier.notify({ message: msg`Download tasks deleted.` }, "success");
  const one = async (task: DownloadTask) => {
    const text = running(task) ? t`The download stops, and what was downloaded so far is deleted.` : t`The task and its file are deleted.`;
    if (!(await confirm({ title: t`Delete ${task.fileName}?`, text, confirmLabel: t`Delete` }))) return;
    remove.mutate({ taskIds: [task.taskId], all: false }, { onSuccess: done });
  };
  const all = async (request: { status?: DownloadTask["status"][] }, label: string) => {
    const text = t`Every task of "${label}" is deleted with its file; running downloads stop.`;
    if (!(await confirm({ title: t`Delete all download tasks?`, text, confirmLabel: t`Delete all` }))) return;
    remove.mutate({ all: true, ...request }, { onSuccess: done });
  };
  return { one, all, isPending: remove.isPending };
}
