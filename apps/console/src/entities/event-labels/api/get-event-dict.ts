import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EventDict } from "@vms/api-client";
import { apiClient } from "@/shared/api";

/** Event taxonomy and attribute vocabularies (POST /vms/event-dict/get); the same for the whole session. */
export function getEventDict(): Promise<EventDict> {
  return apiClient.call("/event-dict/get", {});
}

/** Kept under the event search slice's key, so the search page and the forms share one answer. */
export const eventDictKey = ["events", "dict"] as const;

export function eventDictQueryOptions() {
  return queryOptions({ queryKey: eventDictKey, queryFn: getEventDict, staleTime: Infinity });
}

export function useEventDict() {
  return useQuery(eventDictQueryOptions());
}
