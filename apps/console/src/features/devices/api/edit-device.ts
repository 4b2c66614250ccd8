import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Device, RequestOf } from "@vms/api-client";
import { deviceKeys, invalidateDevices, type DevicePage } from "@/entities/device";
import { invalidateSites } from "@/entities/site";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";

export type DeviceEdit = RequestOf<"/device/edit">;

/** Renames a device and/or moves it to another site (POST /vms/device/edit); spec §5 name rules. */
export function editDevice(data: DeviceEdit): Promise<Device> {
  return apiClient.call("/device/edit", data);
}

/**
 * Mutation around {@link editDevice}, with its success toast. A rename replaces the row in every
 * cached page at once (no refetch of 10 000 devices for one name); pages filtered by name and the
 * detail fetch again. A move changes which site pages hold the device and the site counts, so
 * those fetch again.
 */
export function useEditDeviceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editDevice,
    onSuccess: (device, { siteId }) => {
      notifier.notify({ message: operationSuccessMessage }, "success");
      if (siteId !== undefined) {
        void invalidateDevices(queryClient);
        void invalidateSites(queryClient);
        return;
      }
      queryClient.setQueriesData<DevicePage>({ queryKey: deviceKeys.pages() }, (old) =>
        old?.list.some((row) => row.sn === device.sn) ? { ...old, list: old.list.map((row) => (row.sn === device.sn ? { ...row, name: device.name } : row)) } : undefined,
      );
      void queryClient.invalidateQueries({ queryKey: deviceKeys.detail(device.sn) });
      void queryClient.invalidateQueries({ queryKey: deviceKeys.pages(), predicate: (query) => Boolean((query.queryKey[2] as { keyword?: string } | undefined)?.keyword) });
    },
  });
}
