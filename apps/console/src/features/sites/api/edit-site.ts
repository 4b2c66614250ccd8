import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf, Site } from "@vms/api-client";
import { invalidateSites } from "@/entities/site";
import { apiClient, showApiError } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { siteFormError } from "../model/site-server-errors";

export type EditSiteRequest = RequestOf<"/site/edit">;

/** Saves a site's fields (POST /vms/site/edit); 33032 (a sibling has the name) shows inline only. */
export async function editSite(data: EditSiteRequest): Promise<Site> {
  try {
    return await apiClient.call("/site/edit", data, { hideTip: true });
  } catch (error) {
    if (!siteFormError(error)) showApiError(error);
    throw error;
  }
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
