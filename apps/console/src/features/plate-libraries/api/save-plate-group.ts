import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlateGroup } from "@vms/api-client";
import { apiClient, showApiError } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { inlinePlateError } from "../model/plate-server-errors";
import { invalidatePlates } from "./plate-keys";

/** Adds a library, or renames `groupId` (POST /vms/vehicle-licence-plate-group/add | edit); 33052 shows inline. */
export async function savePlateGroup(input: { groupId?: string; groupName: string }): Promise<PlateGroup> {
  try {
    return input.groupId
      ? await apiClient.call("/vehicle-licence-plate-group/edit", { groupId: input.groupId, groupName: input.groupName }, { hideTip: true })
      : await apiClient.call("/vehicle-licence-plate-group/add", { groupName: input.groupName }, { hideTip: true });
  } catch (error) {
    if (!inlinePlateError(error)) showApiError(error);
    throw error;
  }
}

/** Mutation around {@link savePlateGroup} with its success toast. */
export function useSavePlateGroupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlateGroup,
    onSuccess: () => {
      notifier.notify({ message: operationSuccessMessage }, "success");
      return invalidatePlates(queryClient);
    },
  });
}
