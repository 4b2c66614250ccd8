import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type UserChoices = ResponseOf<"/user/choose">;
/** A user of the organization, for pickers. */
export type UserChoice = UserChoices["list"][number];

/** Users of the organization (POST /vms/user/choose). */
export function getUserChoices(): Promise<UserChoices> {
  return apiClient.call("/user/choose", {});
}

/** Query options for the organization's users. */
export function userChoicesQueryOptions() {
  return queryOptions({ queryKey: ["users", "choose"] as const, queryFn: getUserChoices });
}

/** The organization's users; fetched only while `enabled` (the users dialog is open). */
export function useUserChoices(enabled: boolean) {
  return useQuery({ ...userChoicesQueryOptions(), enabled });
}
