import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateSites } from "@/entities/site";
import { apiClient } from "@/shared/api";

/** Deletes a site (POST /vms/site/delete): 33821 it has sub-sites, 33022 it has devices (toast + inline). */
export function deleteSite(siteId: string): Promise<unknown> {
  return apiClient.call("/site/delete", { siteId });
}

/** Mutation around {@link deleteSite}; every site query but the deleted site's own refetches. */
export function useDeleteSiteMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSite, onSuccess: (_, siteId) => invalidateSites(queryClient, { gone: siteId }) });
}
