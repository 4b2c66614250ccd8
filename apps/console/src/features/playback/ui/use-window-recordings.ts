import { useCloudSpans } from "../api/cloud-recordings";
import { useChannelEvents } from "../api/channel-events";
import { useRecordingLog } from "../api/recordings";
import { lastRecordedMoment, latestFootageStart } from "../model/latest-footage";

interface WindowRange {
  startTime: number;
  endTime: number;
  source: "local" | "cloud";
}

/**
 * What a window's timeline draws, for its channel over the range: the recorded spans (device log or
 * cloud), the channel's events, where the footage ends, and where the window opens: at the latest footage (issue 31). `ready`
 * says the spans have answered (or failed), so the first play can start at the right moment.
 */
export function useWindowRecordings(range: WindowRange | null, channel: { sn: string; chlIndex: number } | null) {
  const query = range && channel ? { sn: channel.sn, chlIndex: channel.chlIndex, startTime: range.startTime, endTime: range.endTime } : null;
  const log = useRecordingLog(range?.source === "local" ? query : null);
  const cloud = useCloudSpans(range?.source === "cloud" ? query : null);
  const events = useChannelEvents(query);
  const spansQuery = range?.source === "cloud" ? cloud : log;
  const spans = spansQuery.data ?? [];
  const openAt = range ? latestFootageStart(spans, range) : null;
  const ready = query !== null && !spansQuery.isPending;
  return {
    spans,
    ready,
    /** Where the window's footage ends (Unix s); null until the spans answer or without any. */
    footageEnd: range && ready ? lastRecordedMoment(spans, range) : null,
    openAtMs: openAt === null ? undefined : openAt * 1000,
    events: events.data ?? [],
    eventsLoading: events.isPending && query !== null,
  };
}
