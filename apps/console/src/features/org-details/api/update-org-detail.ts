import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { orgDetailKeys } from "./get-org-detail";

/** Saves name, address and contact (POST /vms/org/detail/update); failures show their §8 toast. */
export function updateOrgDetail(data: RequestOf<"/org/detail/update">) {
  return apiClient.call("/org/detail/update", data);
}

export function useUpdateOrgDetailMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOrgDetail, onSuccess: () => queryClient.invalidateQueries({ queryKey: orgDetailKeys.all }) });
}
