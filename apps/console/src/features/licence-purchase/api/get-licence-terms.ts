import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { licenceKeys } from "@/entities/licence";

/** Terms on sale, camera bounds, trial availability and the service terms (POST /vms/license-application-term/get). */
export function licenceTermsQueryOptions() {
  return queryOptions({ queryKey: licenceKeys.terms(), queryFn: () => apiClient.call("/license-application-term/get", {}), staleTime: 60_000 });
}

export function useLicenceTerms() {
  return useQuery(licenceTermsQueryOptions());
}
