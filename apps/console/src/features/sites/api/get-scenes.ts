import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { sceneKeys } from "./scene-keys";

export type SceneList = ResponseOf<"/site/scene/list">;
/** A custom scene (scene 9) of the organization. */
export type CustomScene = SceneList["list"][number];

/** The organization's custom scenes (POST /vms/site/scene/list). */
export function getScenes(): Promise<SceneList> {
  return apiClient.call("/site/scene/list", {});
}

/** Query options for the custom scenes. */
export function scenesQueryOptions() {
  return queryOptions({ queryKey: sceneKeys.list, queryFn: getScenes });
}

/** The custom scenes; fetched only while `enabled` (the form shows them for scene 9). */
export function useScenes(enabled = true) {
  return useQuery({ ...scenesQueryOptions(), enabled });
}
