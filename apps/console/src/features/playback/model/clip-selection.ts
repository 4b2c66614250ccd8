import { DOWNLOAD_MAX_SEC } from "@vms/api-client";

/** A span chosen on the timeline (Unix s); `inAt`/`outAt` may be set one at a time with the In/Out marks. */
export interface ClipMarks {
  inAt: number | null;
  outAt: number | null;
}

export type ClipOutcome =
  | { kind: "none" }
  /** One mark set: the other is still to come. */
  | { kind: "partial"; at: number }
  | { kind: "ok"; startTime: number; endTime: number }
  /** Spec §5 Downloads: a custom range is at most 60 minutes (archives follow the same rule here). */
  | { kind: "tooLong"; startTime: number; endTime: number };

export const CLIP_MAX_SEC = DOWNLOAD_MAX_SEC;

/**
 * The clip the marks stand for, clamped to the playback range and ordered (a drag to the left or an
 * Out before the In still means the span between them); whole seconds, since tasks and archives
 * take seconds. A span of zero length is no clip.
 */
export function clipOf(marks: ClipMarks, range: { startTime: number; endTime: number }): ClipOutcome {
  const clamp = (t: number) => Math.round(Math.min(range.endTime, Math.max(range.startTime, t)));
  if (marks.inAt === null && marks.outAt === null) return { kind: "none" };
  if (marks.inAt === null || marks.outAt === null) return { kind: "partial", at: clamp((marks.inAt ?? marks.outAt)!) };
  const [a, b] = [clamp(marks.inAt), clamp(marks.outAt)];
  const [startTime, endTime] = a <= b ? [a, b] : [b, a];
  if (endTime === startTime) return { kind: "none" };
  return endTime - startTime > CLIP_MAX_SEC ? { kind: "tooLong", startTime, endTime } : { kind: "ok", startTime, endTime };
}
