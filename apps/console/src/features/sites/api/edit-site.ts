import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf, Site } from "@vms/api-client";
import { invalidateSites } from "@/entities/site";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";

export type EditSiteRequest = RequestOf<"/site/edit">;

/** Saves a site's fields (POST /vms/site/edit); 33032 when a sibling has the name (toast + inline). */
export function editSite(data: EditSiteRequest): Promise<Site> {
  return apiClient.call("/site/edit", data);
}

/** Mutation around {@link editSite}, with its success toast; every site query refetches (names show in pickers too). */
export function useEditSiteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editSite,
    onSuccess: () => {
      notifier.notify({ message: operationSuccessMessage }, "success");
      return invalidateSites(queryClient);
    },
  });
}
