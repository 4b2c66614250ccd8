import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EventDict } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { eventKeys } from "./event-keys";

/** Event taxonomy and attribute vocabularies (POST /vms/event-dict/get); the same for the whole session. */
export function getEventDict(): Promise<EventDict> {
  return apiClient.call("/event-dict/get", {});
}

export function eventDictQueryOptions() {
  return queryOptions({ queryKey: eventKeys.dict(), queryFn: getEventDict, staleTime: Infinity });
}

export function useEventDict() {
  return useQuery(eventDictQueryOptions());
}
