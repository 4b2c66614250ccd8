import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { sceneKeys } from "./scene-keys";

/** Deletes an unused custom scene (POST /vms/site/scene/delete); 33028 while a site uses it (toast + inline). */
export function deleteScene(sceneId: string): Promise<unknown> {
  return apiClient.call("/site/scene/delete", { sceneId });
}

/** Mutation around {@link deleteScene}; the scene list refetches. */
export function useDeleteSceneMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteScene, onSuccess: () => queryClient.invalidateQueries({ queryKey: sceneKeys.list }) });
}
