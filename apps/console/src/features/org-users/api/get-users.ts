import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestOf, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type UserQuery = RequestOf<"/user/query">;
export type OrgUser = ResponseOf<"/user/query">["list"][number];

/** Query keys of the organization's users (every user change invalidates them all). */
export const orgUserKeys = { all: ["org-users"] as const };

/** A page of the organization's users (POST /vms/user/query). */
export function getUsers(query: UserQuery) {
  return apiClient.call("/user/query", query);
}

export function usersQueryOptions(query: UserQuery) {
  return queryOptions({ queryKey: [...orgUserKeys.all, query], queryFn: () => getUsers(query), placeholderData: keepPreviousData });
}

/** The page the users tab opens on: page 1 of 10, unfiltered (the route's loader prefetches it). */
export function firstUsersPageQueryOptions() {
  return usersQueryOptions({ pageNum: 1, pageSize: 10 });
}

export function useUsers(query: UserQuery) {
  return useQuery(usersQueryOptions(query));
}

/** One user of the organization by id (the user detail page); null when not (or no longer) there. */
export function userQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...orgUserKeys.all, "one", userId],
    queryFn: async () => (await getUsers({ userId, pageNum: 1, pageSize: 10 })).list[0] ?? null,
  });
}

/** One user of the organization, as {@link userQueryOptions}. */
export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}
