import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";

// Recordings of a channel for the calendar and the timelines (spec §7 searchRECDate / searchRECLog,
// POST /vms/device/rec-date/list and /device/rec-log/list), and the cameras to choose from.

interface RecQuery {
  sn: string;
  chlIndex: number;
  startTime: number;
  endTime: number;
}

export const playbackKeys = {
  all: ["playback"] as const,
  days: (q: RecQuery) => [...playbackKeys.all, "days", q] as const,
  log: (q: RecQuery) => [...playbackKeys.all, "log", q] as const,
  cameras: () => [...playbackKeys.all, "cameras"] as const,
};

export function recordingDaysQueryOptions(q: RecQuery) {
  return queryOptions({ queryKey: playbackKeys.days(q), queryFn: async () => (await apiClient.call("/device/rec-date/list", q, { hideTip: true })).days, staleTime: 60_000 });
}

export function recordingLogQueryOptions(q: RecQuery) {
  return queryOptions({ queryKey: playbackKeys.log(q), queryFn: async () => (await apiClient.call("/device/rec-log/list", q, { hideTip: true })).segments, staleTime: 60_000 });
}

/** Days (YYYY-MM-DD) with recordings of the channel (local playback only; the cloud days arrive with the cloud slice). */
export function useRecordingDays(q: RecQuery | null) {
  return useQuery({ ...recordingDaysQueryOptions(q ?? { sn: "", chlIndex: 0, startTime: 0, endTime: 0 }), enabled: q !== null });
}

/** Recording segments with their event types, for one timeline. */
export function useRecordingLog(q: RecQuery | null) {
  return useQuery({ ...recordingLogQueryOptions(q ?? { sn: "", chlIndex: 0, startTime: 0, endTime: 0 }), enabled: q !== null });
}

/** The cameras the caller sees (POST /vms/camera/list). */
export function usePlaybackCameras() {
  return useQuery({ queryKey: playbackKeys.cameras(), queryFn: async () => (await apiClient.call("/camera/list", {})).list, staleTime: 60_000 });
}
