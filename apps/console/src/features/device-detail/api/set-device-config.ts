import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf, ResponseOf } from "@vms/api-client";
import { invalidateDeviceDetail } from "@/entities/device";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { detailKeys } from "./detail-keys";

export type DeviceConfigChange = RequestOf<"/config/device/set">;

/** Writes a section to the device (POST /vms/config/device/set); without a tip, the tab shows failures inline. */
export function setDeviceConfig(data: DeviceConfigChange): Promise<ResponseOf<"/config/device/set">> {
  return apiClient.call("/config/device/set", data, { hideTip: true });
}

/**
 * Mutation around {@link setDeviceConfig}: the section's cache becomes what the device took; the
 * device's time zone and language show on the asset page, so its detail fetches again.
 */
export function useSetDeviceConfigMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDeviceConfig,
    onSuccess: (taken, { sn }) => {
      queryClient.setQueryData(detailKeys.config(sn, taken.section), taken.value);
      void invalidateDeviceDetail(queryClient, sn);
      notifier.notify({ message: operationSuccessMessage }, "success");
    },
  });
}
