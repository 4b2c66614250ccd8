import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { roleKeys } from "./get-roles";

/** Deletes a custom role (POST /vms/role/delete); a role in use answers 33555, shown as a toast. */
export function deleteRole(roleId: string) {
  return apiClient.call("/role/delete", { roleId });
}

export function useDeleteRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }) });
}
