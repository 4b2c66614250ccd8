import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Device, RequestOf } from "@vms/api-client";
import { invalidateDevices } from "@/entities/device";
import { invalidateSites } from "@/entities/site";
import { apiClient } from "@/shared/api";
import { notifier } from "@/shared/notifier";
import { deviceBoundMessage } from "../model/device-form-messages";

export type BindDeviceRequest = RequestOf<"/device/bind">;

/**
 * Binds a device by SN and security code to a site (POST /vms/device/bind). Without a tip: the bind
 * dialog shows 33010, 33016, 7062, 7068 and 5000 (viewing station, spec §6) inline.
 */
export function bindDevice(data: BindDeviceRequest): Promise<Device> {
  return apiClient.call("/device/bind", data, { hideTip: true });
}

/** Mutation around {@link bindDevice}, with its success toast; device pages and site counts fetch again. */
export function useBindDeviceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindDevice,
    onSuccess: () => {
      void invalidateDevices(queryClient);
      void invalidateSites(queryClient);
      notifier.notify({ message: deviceBoundMessage }, "success");
    },
  });
}
