import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { invalidatePlates } from "./plate-keys";

/** Deletes a library with its plates (POST /vms/vehicle-licence-plate-group/delete). */
export function deletePlateGroup(groupId: string): Promise<unknown> {
  return apiClient.call("/vehicle-licence-plate-group/delete", { groupId });
}

/** Mutation around {@link deletePlateGroup}. */
export function useDeletePlateGroupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlateGroup,
    onSuccess: () => {
      notifier.notify({ message: operationSuccessMessage }, "success");
      return invalidatePlates(queryClient);
    },
  });
}
