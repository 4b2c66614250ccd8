import { useMutation } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

/** Starts paying an order with a method (POST /vms/license-vas-tob-oder/insert-pay): the provider's hosted page. */
export function startPayment(request: RequestOf<"/license-vas-tob-oder/insert-pay">) {
  return apiClient.call("/license-vas-tob-oder/insert-pay", request);
}

/** Where the provider sends the payer back: this console's result page, on the origin the payer uses. */
export function payReturnUrl(): string {
  return `${window.location.origin}/vms-license-pay-res`;
}

/** Mutation around {@link startPayment}; on success the browser goes to the provider's page. */
export function useStartPayment(go: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({
    mutationFn: (request: Omit<RequestOf<"/license-vas-tob-oder/insert-pay">, "returnUrl">) => startPayment({ ...request, returnUrl: payReturnUrl() }),
    onSuccess: (start) => go(start.checkoutUrl),
  });
}
