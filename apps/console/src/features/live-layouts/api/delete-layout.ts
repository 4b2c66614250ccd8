import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { invalidateLayouts } from "./list-layouts";

/** Deletes a layout (POST /vms/user-configs/delete). */
export function deleteLayout(id: string): Promise<unknown> {
  return apiClient.call("/user-configs/delete", { id });
}

export function useDeleteLayoutMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLayout,
    onSuccess: () => {
      notifier.notify({ message: operationSuccessMessage }, "success");
      return invalidateLayouts(client);
    },
  });
}
