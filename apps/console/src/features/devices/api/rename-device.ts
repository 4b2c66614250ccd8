import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Device, RequestOf } from "@vms/api-client";
import { deviceKeys, type DevicePage } from "@/entities/device";
import { apiClient } from "@/shared/api";

/** Renames a device (POST /vms/device/edit); spec §5: 0-32 characters, none forbidden. */
export function renameDevice({ sn, name }: Required<Pick<RequestOf<"/device/edit">, "sn" | "name">>): Promise<Device> {
  return apiClient.call("/device/edit", { sn, name });
}

/**
 * Mutation around {@link renameDevice}. The answer replaces the row in every cached page at once
 * (no refetch of 10 000 devices for one name); pages filtered by name and the detail fetch again.
 */
export function useRenameDeviceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameDevice,
    onSuccess: (device) => {
      queryClient.setQueriesData<DevicePage>({ queryKey: deviceKeys.pages() }, (old) =>
        old?.list.some((row) => row.sn === device.sn) ? { ...old, list: old.list.map((row) => (row.sn === device.sn ? { ...row, name: device.name } : row)) } : undefined,
      );
      void queryClient.invalidateQueries({ queryKey: deviceKeys.detail(device.sn) });
      void queryClient.invalidateQueries({ queryKey: deviceKeys.pages(), predicate: (query) => Boolean((query.queryKey[2] as { keyword?: string } | undefined)?.keyword) });
    },
  });
}
