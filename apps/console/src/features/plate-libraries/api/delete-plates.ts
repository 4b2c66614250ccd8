import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { invalidatePlates } from "./plate-keys";

/** Deletes plates (POST /vms/vehicle-licence-plate/delete). */
export function deletePlates(plateIds: string[]): Promise<unknown> {
  return apiClient.call("/vehicle-licence-plate/delete", { plateIds });
}

/** Mutation around {@link deletePlates}. */
export function useDeletePlatesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlates,
    onSuccess: () => {
      notifier.notify({ message: operationSuccessMessage }, "success");
      return invalidatePlates(queryClient);
    },
  });
}
