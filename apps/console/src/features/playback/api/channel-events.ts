import { queryOptions, useQuery } from "@tanstack/react-query";
import { EVENT_TYPES_BY_GROUP, type VmsEvent } from "@vms/api-client";
import { apiClient } from "@/shared/api";

// The events of one channel over the playback range, for the timeline's markers and list (issue 31),
// through the call event search makes (POST /vms/event/search/list, spec §2 Event search, §7 Events).

interface ChannelEventsQuery {
  sn: string;
  chlIndex: number;
  /** Unix s, as the playback range. */
  startTime: number;
  endTime: number;
}

/** What happened in the picture: common and smart events; device-health events have no moment to watch. */
const WATCHED_TYPES = [...EVENT_TYPES_BY_GROUP.common, ...EVENT_TYPES_BY_GROUP.smart];
/** The newest events of the range, one page: enough to mark a day; the search page holds the rest. */
export const CHANNEL_EVENTS_MAX = 100;

export function channelEventsQueryOptions(q: ChannelEventsQuery) {
  return queryOptions({
    queryKey: ["playback", "events", q] as const,
    queryFn: async (): Promise<VmsEvent[]> => {
      const page = await apiClient.call(
        "/event/search/list",
        { startTime: q.startTime * 1000, endTime: q.endTime * 1000, cameras: [{ sn: q.sn, chlIndex: q.chlIndex }], eventTypes: WATCHED_TYPES, pageNum: 1, pageSize: CHANNEL_EVENTS_MAX },
        { hideTip: true },
      );
      return page.list;
    },
    // New events arrive while the day is watched; the snapshot URLs are signed and short-lived.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** The channel's events in the range, newest first; none while no channel is chosen. */
export function useChannelEvents(q: ChannelEventsQuery | null) {
  return useQuery({ ...channelEventsQueryOptions(q ?? { sn: "", chlIndex: 0, startTime: 0, endTime: 0 }), enabled: q !== null, retry: false });
}
