import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { roleKeys } from "./get-roles";

export type SaveRoleRequest = { roleId: null; data: RequestOf<"/role/add"> } | { roleId: string; data: RequestOf<"/role/add"> };

/** Creates (POST /vms/role/add) or edits (POST /vms/role/edit) a custom role; the dialog shows failures. */
export function saveRole({ roleId, data }: SaveRoleRequest): Promise<unknown> {
  if (roleId === null) return apiClient.call("/role/add", data, { hideTip: true });
  return apiClient.call("/role/edit", { roleId, roleName: data.roleName, codes: data.codes ?? [] }, { hideTip: true });
}

export function useSaveRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }) });
}
