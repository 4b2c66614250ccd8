import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Channel } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { eventKeys } from "./event-keys";

/** Cameras of every visible site for the camera picker (POST /vms/camera/list). */
export async function getCameras(): Promise<Channel[]> {
  return (await apiClient.call("/camera/list", {})).list;
}

export function camerasQueryOptions() {
  return queryOptions({ queryKey: eventKeys.cameras(), queryFn: getCameras, staleTime: 60_000 });
}

export function useCameras() {
  return useQuery(camerasQueryOptions());
}
