import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import type { CustomScene } from "./get-scenes";
import { sceneKeys } from "./scene-keys";

/** Adds a custom scene (POST /vms/site/scene/add); a failure toasts (spec §8). */
export function addScene(name: string): Promise<CustomScene> {
  return apiClient.call("/site/scene/add", { name });
}

/** Mutation around {@link addScene}; the scene list refetches. */
export function useAddSceneMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addScene, onSuccess: () => queryClient.invalidateQueries({ queryKey: sceneKeys.list }) });
}
