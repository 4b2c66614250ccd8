import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { MfaState } from "@vms/api-client";
import { apiClient } from "@/shared/api";

/** Query keys of the MFA configuration slice. */
export const mfaKeys = { state: ["user", "mfa"] as const };

/** MFA switch and factors of the signed-in user (POST /vms/user/mfa/list). */
export function getMfaState(): Promise<MfaState> {
  return apiClient.call("/user/mfa/list", {});
}

/** Query options for the MFA state. */
export function mfaStateQueryOptions() {
  return queryOptions({ queryKey: mfaKeys.state, queryFn: getMfaState });
}

/** Spec §4: "MFA failure sets MFA to disabled": without an answer the page shows MFA off. */
export const MFA_DISABLED: MfaState = { mfaEnabled: false, orgEnforced: false, mfaList: [] };

/** The MFA state, disabled while loading or after a failure. */
export function useMfaState() {
  const query = useQuery(mfaStateQueryOptions());
  return { state: query.data ?? MFA_DISABLED, loading: query.isPending, failed: query.isError };
}

/** Every MFA call answers the new state: it replaces the cached one. */
export function storeMfaState(queryClient: QueryClient, state: MfaState): void {
  queryClient.setQueryData(mfaKeys.state, state);
}
