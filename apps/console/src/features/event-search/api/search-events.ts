import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestOf, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { eventKeys } from "./event-keys";

export type EventSearchQuery = RequestOf<"/event/search/list">;
export type EventPage = ResponseOf<"/event/search/list">;

/** One page of matching events, newest first (POST /vms/event/search/list). */
export function searchEvents(query: EventSearchQuery): Promise<EventPage> {
  return apiClient.call("/event/search/list", query);
}

export function eventSearchQueryOptions(query: EventSearchQuery) {
  return queryOptions({ queryKey: eventKeys.search(query), queryFn: () => searchEvents(query), placeholderData: keepPreviousData });
}

/** The results of the applied search; null before the first search. */
export function useEventSearch(query: EventSearchQuery | null) {
  return useQuery({ ...eventSearchQueryOptions(query ?? ({} as EventSearchQuery)), enabled: query !== null });
}
