import type { MessageDescriptor } from "@lingui/core";
import { catalogueEntry, checkName, Code } from "@vms/api-client";
import { useState } from "react";
import { nameProblemMessages } from "@/shared/lib/form-messages";
import { useAddSceneMutation } from "../api/add-scene";
import { useDeleteSceneMutation } from "../api/delete-scene";
import { useScenes } from "../api/get-scenes";
import { isDuplicateSceneName, isSceneInUse } from "./site-server-errors";
import { sceneNameTakenMessage } from "./site-messages";

/**
 * The organization's custom scenes for scene 9 "other": the list, adding one inline (it becomes the
 * choice) and deleting an unused one (33028 shown inline when a site uses it).
 */
export function useCustomScenes(value: string | null, onChange: (sceneId: string | null) => void) {
  const { data, isPending } = useScenes();
  const addMutation = useAddSceneMutation();
  const deleteMutation = useDeleteSceneMutation();
  const [newName, setNewNameState] = useState("");
  const [nameError, setNameError] = useState<MessageDescriptor | null>(null);
  const [deleteError, setDeleteError] = useState<MessageDescriptor | null>(null);
  const scenes = data?.list ?? [];

  const setNewName = (name: string) => {
    setNewNameState(name);
    setNameError(null);
  };

  const add = async () => {
    const problem = checkName(newName, 32);
    if (problem) return setNameError(nameProblemMessages[problem]);
    try {
      const scene = await addMutation.mutateAsync(newName.trim());
      setNewNameState("");
      onChange(scene.sceneId);
    } catch (error) {
      // The toast has shown the failure; a taken name is also said under the field.
      if (isDuplicateSceneName(error)) setNameError(sceneNameTakenMessage);
    }
  };

  const remove = async () => {
    if (!value) return;
    setDeleteError(null);
    try {
      await deleteMutation.mutateAsync(value);
      onChange(null);
    } catch (error) {
      if (isSceneInUse(error)) setDeleteError(catalogueEntry(Code.SCENE_IN_USE)?.message ?? null);
    }
  };

  const choose = (sceneId: string) => {
    setDeleteError(null);
    onChange(sceneId);
  };

  return {
    scenes,
    loading: isPending,
    chosen: scenes.find((s) => s.sceneId === value) ?? null,
    newName,
    setNewName,
    nameError,
    deleteError,
    adding: addMutation.isPending,
    deleting: deleteMutation.isPending,
    add,
    remove,
    choose,
  };
}
