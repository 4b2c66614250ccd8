import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateSites } from "@/entities/site";
import { apiClient, showApiError } from "@/shared/api";
import { siteDeleteError } from "../model/site-server-errors";

/**
 * Deletes a site (POST /vms/site/delete). 33821 (sub-sites), 33022 (devices) and 33003 show in the
 * confirmation only; other failures raise the §8 toast.
 */
export async function deleteSite(siteId: string): Promise<unknown> {
  try {
    return await apiClient.call("/site/delete", { siteId }, { hideTip: true });
  } catch (error) {
    if (!siteDeleteError(error)) showApiError(error);
    throw error;
  }
}

/** Mutation around {@link deleteSite}; every site query but the deleted site's own refetches. */
export function useDeleteSiteMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSite, onSuccess: (_, siteId) => invalidateSites(queryClient, { gone: siteId }) });
}
