import { useMutation, useQueryClient } from "@tanstack/react-query";
import { msg } from "@lingui/core/macro";
import { apiClient } from "@/shared/api";
import { notifier } from "@/shared/notifier";
import { roleKeys } from "./get-roles";

/** Deletes a custom role (POST /vms/role/delete); a role in use answers 33555, shown as a toast. */
export function deleteRole(roleId: string) {
  return apiClient.call("/role/delete", { roleId });
}

/** Deletes a role, then says so by its name (issue 28: every action answers). */
export function useDeleteRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId }: { roleId: string; roleName: string }) => deleteRole(roleId),
    onSuccess: (_, { roleName }) => {
      notifier.notify({ message: msg`The role ${roleName} was deleted.` }, "success");
      return queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}
