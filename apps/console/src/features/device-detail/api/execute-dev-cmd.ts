import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeviceTask, RequestOf } from "@vms/api-client";
import { applyDeviceTask } from "@/entities/device";
import { apiClient } from "@/shared/api";

/**
 * Starts a reboot, upgrade or log upload (POST /vms/dev-cmd/execute). Progress and the end state
 * (spec §4: success, timeout or failure) arrive as DEVICE_TASK pushes. Without a tip: the tab shows
 * 7062 offline and 7064 busy inline.
 */
export async function executeDevCmd(data: RequestOf<"/dev-cmd/execute">): Promise<DeviceTask> {
  const { task } = await apiClient.call("/dev-cmd/execute", data, { hideTip: true });
  return task;
}

/** Mutation around {@link executeDevCmd}; the operation check shows the new task at once. */
export function useExecuteDevCmdMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: executeDevCmd,
    onSuccess: (task) => applyDeviceTask(queryClient, task),
  });
}
