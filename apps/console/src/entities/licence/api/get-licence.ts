import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { useSession } from "@/shared/session";

/** The organization's licences with the §4 warning and directive decision (POST /vms/license-inst/query). */
export type LicenceQueryResult = ResponseOf<"/license-inst/query">;
/** One licence row of the list page. */
export type LicenceRow = LicenceQueryResult["list"][number];

/** Query keys of the licence entity; a payment or a trial invalidates `all`. */
export const licenceKeys = {
  all: ["licence"] as const,
  query: (status: number) => [...licenceKeys.all, "query", status] as const,
  terms: () => [...licenceKeys.all, "terms"] as const,
};

/**
 * Licences filtered by status (0 = all, spec §4). Sent with `hideTip`: the directive reads it in the
 * background for every user, and a user who may not read it simply gets no warning (the server still
 * refuses unlicensed work); the list page shows its own error.
 */
export function licenceQueryOptions(status = 0) {
  return queryOptions({
    queryKey: licenceKeys.query(status),
    queryFn: () => apiClient.call("/license-inst/query", { status }, { hideTip: true }),
    staleTime: 60_000,
    retry: false,
  });
}

/** The licence query, only while signed in (logout clears the cache, spec §4). */
export function useLicenceQuery(status = 0) {
  const signedIn = useSession() !== null;
  return useQuery({ ...licenceQueryOptions(status), enabled: signedIn });
}
