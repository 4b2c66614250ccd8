import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateDevices } from "@/entities/device";
import { invalidateSites } from "@/entities/site";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";

/** Unbinds a device (POST /vms/device/unbind); the SN can be bound again later. */
export async function unbindDevice(sn: string): Promise<void> {
  await apiClient.call("/device/unbind", { sn });
}

/** Mutation around {@link unbindDevice}, with its success toast; device pages and site counts fetch again. */
export function useUnbindDeviceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindDevice,
    onSuccess: () => {
      void invalidateDevices(queryClient);
      void invalidateSites(queryClient);
      notifier.notify({ message: operationSuccessMessage }, "success");
    },
  });
}
