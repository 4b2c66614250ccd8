import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { licenceKeys } from "@/entities/licence";

/** Creates a licence order to pay, or starts the once-per-account trial (POST /vms/license-vas-tob-oder/insert-pay-order). */
export function createLicenceOrder(request: RequestOf<"/license-vas-tob-oder/insert-pay-order">) {
  return apiClient.call("/license-vas-tob-oder/insert-pay-order", request);
}

/** Mutation around {@link createLicenceOrder}; the licence (and its terms: the trial) refetch. */
export function useCreateLicenceOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLicenceOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: licenceKeys.all }) });
}
