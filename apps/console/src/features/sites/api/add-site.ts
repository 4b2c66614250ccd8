import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf, Site } from "@vms/api-client";
import { invalidateSites } from "@/entities/site";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";

export type AddSiteRequest = RequestOf<"/site/add">;

/**
 * Creates a site or sub-site (POST /vms/site/add). The §8 toast shows failures (33822 count,
 * 33823 depth, 33032 name); the form repeats them inline.
 */
export function addSite(data: AddSiteRequest): Promise<Site> {
  return apiClient.call("/site/add", data);
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
