import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { detailKeys } from "./detail-keys";

export type UserChoice = ResponseOf<"/user/choose">["list"][number];

/** The organization's users for pickers (POST /vms/user/choose); the picker filters locally. */
export async function chooseUsers(): Promise<UserChoice[]> {
  const { list } = await apiClient.call("/user/choose", {});
  return list;
}

/** Query options for the user choices (recipients of device notifications). */
export function userChoicesQueryOptions() {
  return queryOptions({ queryKey: detailKeys.users(), queryFn: chooseUsers });
}

/** The organization's users (undefined while loading). */
export function useUserChoices(options: { enabled?: boolean } = {}) {
  return useQuery({ ...userChoicesQueryOptions(), enabled: options.enabled ?? true });
}
