import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFor, type PtzDialect } from "../model/ptz-dialect";
import { callPtz, ptzKeys, type PtzTarget } from "./ptz-transport";

/** One track (pattern): the movements recorded between start and stop, replayed when run. */
export interface TrackSummary {
  index: number;
  name: string;
  stepCount: number;
}

/** The tracks, the one that runs and the one being recorded, if any. */
export interface TrackList {
  tracks: TrackSummary[];
  running: number | null;
  recording: number | null;
}

const indexOrNull = (value: unknown) => (typeof value === "number" ? value : null);

/** Reads a track list answer; entries without an index or a name are left out. */
export function parseTrackList(data: unknown): TrackList {
  const raw = (data ?? {}) as { tracks?: unknown; running?: unknown; recording?: unknown };
  const tracks = Array.isArray(raw.tracks)
    ? raw.tracks
        .filter((t): t is TrackSummary => typeof t?.index === "number" && typeof t?.name === "string")
        .map(({ index, name, stepCount }) => ({ index, name, stepCount: typeof stepCount === "number" ? stepCount : 0 }))
    : [];
  return { tracks, running: indexOrNull(raw.running), recording: indexOrNull(raw.recording) };
}

export async function getTracks(target: PtzTarget, dialect: PtzDialect): Promise<TrackList> {
  return parseTrackList(await callPtz(target, apiFor("listTracks", dialect), {}, "track", true));
}

export function tracksQueryOptions(target: PtzTarget, dialect: PtzDialect) {
  return queryOptions({ queryKey: ptzKeys.tracks(target), queryFn: () => getTracks(target, dialect), retry: false });
}

export function useTracks(target: PtzTarget, dialect: PtzDialect) {
  return useQuery(tracksQueryOptions(target, dialect));
}
