import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { detailKeys } from "./detail-keys";
import type { DevNotify } from "./get-dev-notify";

/** Creates the device's notification settings (POST /vms/monitor/dev-notify/add). */
export function addDevNotify(data: DevNotify): Promise<DevNotify> {
  return apiClient.call("/monitor/dev-notify/add", data);
}

/** Mutation around {@link addDevNotify}, with its success toast; the cached settings become the answer. */
export function useAddDevNotifyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDevNotify,
    onSuccess: (saved) => {
      queryClient.setQueryData(detailKeys.notify(saved.sn), saved);
      notifier.notify({ message: operationSuccessMessage }, "success");
    },
  });
}
