import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { detailKeys } from "./detail-keys";
import type { DevNotify } from "./get-dev-notify";

/** Changes the device's notification settings (POST /vms/monitor/dev-notify/edit). */
export function editDevNotify(data: DevNotify): Promise<DevNotify> {
  return apiClient.call("/monitor/dev-notify/edit", data);
}

/** Mutation around {@link editDevNotify}, with its success toast; the cached settings become the answer. */
export function useEditDevNotifyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editDevNotify,
    onSuccess: (saved) => {
      queryClient.setQueryData(detailKeys.notify(saved.sn), saved);
      notifier.notify({ message: operationSuccessMessage }, "success");
    },
  });
}
