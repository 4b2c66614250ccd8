import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Channel } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { channelKeys } from "./channel-keys";

/** The channels of every site the caller sees (POST /vms/camera/list). */
export async function getCameras(): Promise<Channel[]> {
  return (await apiClient.call("/camera/list", {})).list;
}

/** Kept as a plain array under `channelKeys.all`, so device-status pushes patch it in place. */
export function camerasQueryOptions() {
  return queryOptions({ queryKey: [...channelKeys.all, "cameras"], queryFn: getCameras, staleTime: 60_000 });
}

/** The visible channels, for channel pickers. */
export function useCameras() {
  return useQuery(camerasQueryOptions());
}
