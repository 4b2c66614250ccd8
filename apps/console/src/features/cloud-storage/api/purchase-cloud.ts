import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { orderKeys } from "@/entities/licence";
import { apiClient } from "@/shared/api";
import { cloudKeys } from "./cloud-keys";

/** Orders a package for a channel, or starts its once-per-device trial (POST /vms/cloud-storage/purchase). */
export function purchaseCloud(request: RequestOf<"/cloud-storage/purchase">) {
  return apiClient.call("/cloud-storage/purchase", request);
}

/** Mutation around {@link purchaseCloud}; plans and orders refetch. */
export function usePurchaseCloud() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseCloud,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: cloudKeys.all }), queryClient.invalidateQueries({ queryKey: orderKeys.all })]),
  });
}
