import { queryOptions, useQuery } from "@tanstack/react-query";
import { cloudSegmentInfoSchema } from "@vms/api-client";
import { z } from "zod/mini";
import { apiClient } from "@/shared/api";
import { cloudSpans, dayPieces, type TimelineSpan } from "../lib/cloud-spans";

// Cloud recordings of a channel for the calendar and the timelines (spec §7
// /cloud-storage/video/exist-day/list, /cloud-storage/download-token/get; docs/cloud-recording.md:
// the token reads `GET <storageUrl>segments?from&to`, one day at a time).

interface CloudQuery {
  sn: string;
  chlIndex: number;
  startTime: number;
  endTime: number;
}

const cloudKeys = {
  all: ["playback", "cloud"] as const,
  days: (q: CloudQuery) => [...cloudKeys.all, "days", q] as const,
  spans: (q: CloudQuery) => [...cloudKeys.all, "spans", q] as const,
};

const listingSchema = z.object({ segments: z.array(cloudSegmentInfoSchema) });
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function cloudDaysQueryOptions(q: CloudQuery) {
  return queryOptions({
    queryKey: cloudKeys.days(q),
    queryFn: async () => (await apiClient.call("/cloud-storage/video/exist-day/list", { ...q, timeZone: timeZone() }, { hideTip: true })).days,
    staleTime: 60_000,
  });
}

/** The channel's cloud recordings over the range as merged spans; none when the channel has no plan. */
export async function fetchCloudSpans(q: CloudQuery, fetchImpl: typeof fetch = fetch): Promise<TimelineSpan[]> {
  const token = await apiClient.call("/cloud-storage/download-token/get", { sn: q.sn, chlIndex: q.chlIndex }, { hideTip: true });
  const headers = { Authorization: `Bearer ${token.storageToken.securityToken}` };
  const pieces = await Promise.all(
    dayPieces(q.startTime, q.endTime).map(async ({ fromMs, toMs }) => {
      const res = await fetchImpl(`${token.storageUrl}segments?from=${fromMs}&to=${toMs}`, { headers });
      if (!res.ok) throw new Error(`cloud segments: HTTP ${res.status}`);
      return listingSchema.parse(await res.json()).segments;
    }),
  );
  return cloudSpans(pieces.flat());
}

const none: CloudQuery = { sn: "", chlIndex: 0, startTime: 0, endTime: 0 };

/** Days (YYYY-MM-DD, in the browser's zone) with cloud recordings of the channel. */
export function useCloudDays(q: CloudQuery | null) {
  return useQuery({ ...cloudDaysQueryOptions(q ?? none), enabled: q !== null, retry: false });
}

/** Cloud recording spans of one timeline; refreshed each minute while the recorder adds segments. */
export function useCloudSpans(q: CloudQuery | null) {
  return useQuery({ queryKey: cloudKeys.spans(q ?? none), queryFn: () => fetchCloudSpans(q!), enabled: q !== null, retry: false, staleTime: 30_000, refetchInterval: 60_000 });
}
