import { useEffect, useState } from "react";
import { useScrubPicture } from "../api/playback-thumbnail";
import { thumbnailMoment } from "../model/scrub-bucket";
import type { TimelineWindow } from "../model/timeline-window";

/** How long the pointer rests on a thumbnail step before its picture is asked for: a fast scrub asks for none on the way. */
export const SCRUB_SETTLE_MS = 120;

/** The channel a timeline's thumbnails come from. */
export interface ThumbnailTarget {
  sn: string;
  chlIndex: number;
  source: "local" | "cloud";
}

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The scrub thumbnail of a timeline (issue 31): the step moment under the pointer over recorded
 * footage, and the picture of the last step the pointer rested on (null until one has loaded).
 */
export function useScrubThumbnail(target: ThumbnailTarget | null, time: number | null, win: TimelineWindow, spans: ReadonlyArray<{ startTime: number; endTime: number }>) {
  const moment = target && time !== null ? thumbnailMoment(time, win.to - win.from, spans) : null;
  const settled = useSettled(moment, SCRUB_SETTLE_MS);
  const picture = useScrubPicture(target && settled !== null ? { ...target, time: settled } : null);
  return { moment, picture: moment === null ? null : (picture.data ?? null) };
}
