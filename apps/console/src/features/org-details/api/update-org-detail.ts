import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { msg } from "@lingui/core/macro";
import { apiClient, BRANDING_QUERY_ROOT } from "@/shared/api";
import { notifier } from "@/shared/notifier";
import { orgDetailKeys } from "./get-org-detail";

/** Saves name, address and contact (POST /vms/org/detail/update); failures show their §8 toast, success says so (issue 28). */
export function updateOrgDetail(data: RequestOf<"/org/detail/update">) {
  return apiClient.call("/org/detail/update", data);
}

export function useUpdateOrgDetailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrgDetail,
    onSuccess: () => {
      notifier.notify({ message: msg`The organization details were saved.` }, "success");
      // The organization's branding carries its logo and name: the shell and tab show the new name at once.
      return Promise.all([queryClient.invalidateQueries({ queryKey: orgDetailKeys.all }), queryClient.invalidateQueries({ queryKey: BRANDING_QUERY_ROOT })]);
    },
  });
}
