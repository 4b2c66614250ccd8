import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type QuoteRequest = RequestOf<"/license-price-matrix/quote">;

/** A price from the matrix (POST /vms/license-price-matrix/quote, spec §5 limits applied by the server). */
export function quoteQueryOptions(request: QuoteRequest) {
  return queryOptions({ queryKey: ["licence-quote", request] as const, queryFn: () => apiClient.call("/license-price-matrix/quote", request), staleTime: 60_000 });
}

/** The quote for a valid choice; the previous price stays while the next one loads. */
export function useQuote(request: QuoteRequest | null) {
  return useQuery({ ...quoteQueryOptions(request ?? { durationType: 1, chlNum: 1 }), enabled: request !== null, placeholderData: keepPreviousData });
}
