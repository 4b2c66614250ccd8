import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Profile } from "@vms/api-client";
import { apiClient } from "@/shared/api";

/** Query keys of the profile slice. */
export const profileKeys = { all: ["user", "profile"] as const };

/** The signed-in user's profile (POST /vms/user/profile/get). */
export function getProfile(): Promise<Profile> {
  return apiClient.call("/user/profile/get", {});
}

/** Query options for the profile; the account route loader ensures it. */
export function profileQueryOptions() {
  return queryOptions({ queryKey: profileKeys.all, queryFn: getProfile });
}

/** The profile (undefined while loading). */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
