import type { QueryClient } from "@tanstack/react-query";
import type { Device, DeviceDetail, DeviceTask, ResponseOf } from "@vms/api-client";
import { patchChannelCaches } from "@/entities/channel";
import { deviceKeys } from "../api/device-keys";
import type { DeviceStatusPush } from "./device-push";

type StatusFields = Pick<Device, "status" | "onlineChlCount" | "chlCount">;

function patchRow<T extends StatusFields & { sn: string }>(row: T, push: DeviceStatusPush): T {
  if (row.sn !== push.sn) return row;
  if (row.status === push.status && row.onlineChlCount === push.onlineChlCount && row.chlCount === push.chlCount) return row;
  return { ...row, status: push.status, onlineChlCount: push.onlineChlCount, chlCount: push.chlCount };
}

/**
 * Applies a DEVICE_STATUS push to every cached device page, the device's detail and every cached
 * channel list, in place. Rows of other devices keep their identity (memoised rows do not render);
 * a page without the device is left untouched (pages only become stale when no page has it). Rows stay where they are even when a status filter
 * no longer matches them, so the table does not jump under the user's pointer.
 */
export function applyDeviceStatus(queryClient: QueryClient, push: DeviceStatusPush): void {
  let known = false;
  queryClient.setQueriesData<ResponseOf<"/device/page">>({ queryKey: deviceKeys.pages() }, (old) => {
    if (!old) return undefined;
    let changed = false;
    const list = old.list.map((row) => {
      if (row.sn === push.sn) known = true;
      const next = patchRow(row, push);
      if (next !== row) changed = true;
      return next;
    });
    return changed ? { ...old, list } : undefined;
  });
  // A device no cached page shows (just bound elsewhere, or on another page): pages are marked
  // stale without refetching now, so 10 000 devices changing state cause no request storm.
  if (!known) void queryClient.invalidateQueries({ queryKey: deviceKeys.pages(), refetchType: "none" });
  queryClient.setQueryData<DeviceDetail>(deviceKeys.detail(push.sn), (old) => (old ? patchRow(old, push) : old));
  patchChannelCaches(queryClient, { sn: push.sn, deviceStatus: push.status, ...(push.channels ? { channels: push.channels } : {}) });
}

/** True once a task has ended (spec §4: success, timeout or failure). */
export function isTaskFinished(task: Pick<DeviceTask, "state">): boolean {
  return task.state !== "running";
}

/**
 * Applies a DEVICE_TASK push: the operation check of that device and command gets the task (an older
 * task never replaces a newer one). A finished upgrade changes the firmware, so the device's detail
 * and pages fetch again.
 */
export function applyDeviceTask(queryClient: QueryClient, task: DeviceTask): void {
  queryClient.setQueryData<ResponseOf<"/dev-cmd/check">>(deviceKeys.cmdCheck(task.sn, task.cmd), (old) => {
    if (!old) return old;
    if (old.task && old.task.taskId !== task.taskId && old.task.startTime > task.startTime) return old;
    // A poll answer may arrive after a later push: progress of one running task never goes back.
    const progress = old.task?.taskId === task.taskId && task.state === "running" ? Math.max(old.task.progress, task.progress) : task.progress;
    return { ...old, task: { ...task, progress } };
  });
  if (task.cmd === "upgrade" && isTaskFinished(task)) {
    void queryClient.invalidateQueries({ queryKey: deviceKeys.detail(task.sn) });
    void queryClient.invalidateQueries({ queryKey: deviceKeys.pages() });
    void queryClient.invalidateQueries({ queryKey: deviceKeys.cmdCheck(task.sn, task.cmd) });
  }
}
