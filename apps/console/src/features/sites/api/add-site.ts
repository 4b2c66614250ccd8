import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf, Site } from "@vms/api-client";
import { invalidateSites } from "@/entities/site";
import { apiClient, showApiError } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { siteFormError } from "../model/site-server-errors";

export type AddSiteRequest = RequestOf<"/site/add">;

/**
 * Creates a site or sub-site (POST /vms/site/add). The form shows the site codes (33822 count,
 * 33823 depth, 33032 name, 33003) inline, so only other failures raise the §8 toast: once each.
 */
export async function addSite(data: AddSiteRequest): Promise<Site> {
  try {
    return await apiClient.call("/site/add", data, { hideTip: true });
  } catch (error) {
    if (!siteFormError(error)) showApiError(error);
    throw error;
  }
}

/** Mutation around {@link addSite}, with its success toast; trees, pickers and per-site lists refetch. */
export function useAddSiteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSite,
    onSuccess: () => {
      notifier.notify({ message: operationSuccessMessage }, "success");
      return invalidateSites(queryClient);
    },
  });
}
