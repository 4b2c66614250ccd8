import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { eventKeys } from "./event-keys";

export type EventVideo = ResponseOf<"/event/video/search">;

/** The channel and recording window around one event, for the player (POST /vms/event/video/search). */
export function getEventVideo(eventId: string): Promise<EventVideo> {
  return apiClient.call("/event/video/search", { eventId }, { hideTip: true });
}

export function eventVideoQueryOptions(eventId: string) {
  return queryOptions({ queryKey: eventKeys.video(eventId), queryFn: () => getEventVideo(eventId), staleTime: 60_000 });
}

/** The event's recording window; idle while no event is open. */
export function useEventVideo(eventId: string | null) {
  return useQuery({ ...eventVideoQueryOptions(eventId ?? ""), enabled: eventId !== null });
}
