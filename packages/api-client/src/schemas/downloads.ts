import { z } from "zod/mini";
import { RECORDING_TYPES } from "../devices/recordings.js";
import { pageOf, pageQuerySchema } from "./common.js";
import { textSchema, uuidSchema } from "./primitives.js";

// Recordings on the device and download tasks (spec §3 "Download task", §4 states and playback range,
// §5/§9 downloads). Times are Unix seconds.

const sn = textSchema().check(z.minLength(1), z.maxLength(64));
const chlIndex = z.number().check(z.int(), z.minimum(0), z.maximum(256));
const unixSec = z.number().check(z.int(), z.minimum(0), z.maximum(4_102_444_800));

/** Presets of spec §5: 30 s, 1, 5 and 15 minutes. */
export const DOWNLOAD_PRESETS_SEC = [30, 60, 300, 900] as const;
/** A custom download is at most 60 minutes (spec §5/§9). */
export const DOWNLOAD_MAX_SEC = 3_600;
/** A query spans at most 31 days (spec §5 "Date range", §9). */
export const QUERY_SPAN_MAX_SEC = 31 * 86_400;
/** The playback window helper's span (spec §9): 36 hours. */
export const PLAYBACK_WINDOW_SEC = 129_600;
/** The list is polled every 3 s (spec §4/§9). */
export const DOWNLOAD_POLL_MS = 3_000;

/** Spec §4 "Playback range": end before start is ignored (null); end equal to start is extended by one day. */
export function playbackRange(startTime: number, endTime: number): { startTime: number; endTime: number } | null {
  if (endTime < startTime) return null;
  return { startTime, endTime: endTime === startTime ? startTime + 86_400 : endTime };
}

/** Spec §9 "playback window helper": the 129600 s window that ends at `endTime`. */
export function playbackWindow(endTime: number): { startTime: number; endTime: number } {
  return { startTime: endTime - PLAYBACK_WINDOW_SEC, endTime };
}

/**
 * Spec §9 "day range helper": from 00:00:00 `days` days back to 23:59:59 of `now`'s day, in the
 * time zone `offsetMin` minutes east of UTC.
 */
export function dayRange(nowSec: number, days: number, offsetMin = 0): { startTime: number; endTime: number } {
  const local = nowSec + offsetMin * 60;
  const dayStart = local - (((local % 86_400) + 86_400) % 86_400) - offsetMin * 60;
  return { startTime: dayStart - days * 86_400, endTime: dayStart + 86_399 };
}

/** Why a download range is refused: null when valid (spec §4/§5/§9). */
export function downloadRangeProblem(startTime: number, endTime: number): "order" | "tooLong" | null {
  const range = playbackRange(startTime, endTime);
  if (!range) return "order";
  return range.endTime - range.startTime > DOWNLOAD_MAX_SEC ? "tooLong" : null;
}

/** True when a search range is within 31 days (spec §5 "Date range"). */
export function withinQuerySpan(startTime: number, endTime: number): boolean {
  return endTime >= startTime && endTime - startTime <= QUERY_SPAN_MAX_SEC;
}

/** Recordings of one channel over a range (spec §7 searchRECDate / searchRECLog). */
export const recordingSearchRequestSchema = z.object({ sn, chlIndex, startTime: unixSec, endTime: unixSec });
export const recordingDaysSchema = z.object({ days: z.array(z.string()) });
export const recordingLogSchema = z.object({
  segments: z.array(z.object({ startTime: z.number().check(z.int()), endTime: z.number().check(z.int()), type: z.enum(RECORDING_TYPES) })),
});

/** Spec §4 download task states. */
export const DOWNLOAD_STATES = ["prepare", "continue", "pause", "finish", "startFailed"] as const;
export const downloadStateSchema = z.enum(DOWNLOAD_STATES);
export type DownloadState = z.infer<typeof downloadStateSchema>;

/** Where a task's recording comes from (spec §3 "Download task"): the device, the cloud recording, or a stored archive. */
export const DOWNLOAD_TYPES = ["device", "cloud", "cloudArchive"] as const;
export const downloadTypeSchema = z.enum(DOWNLOAD_TYPES);
export type DownloadType = z.infer<typeof downloadTypeSchema>;

/**
 * Create: a channel and a range given by its end or a duration (spec §5 presets or custom ≤ 60 min),
 * from the device (no `source`: the existing requests), or from the channel's cloud recording
 * (`source: "cloud"`); or a stored archive's AVI (`source: "cloudArchive"` with `archiveId`, issue
 * #16; needs the archive download right). One object with optional fields (the registry takes
 * objects); which fields a source needs is checked by the server (7000 when missing).
 */
export const downloadCreateRequestSchema = z.object({
  source: z.optional(downloadTypeSchema),
  /** Sources device and cloud. */
  sn: z.optional(sn),
  chlIndex: z.optional(chlIndex),
  startTime: z.optional(unixSec),
  /** The end; or give `duration`. */
  endTime: z.optional(unixSec),
  /** Seconds: a preset (30, 60, 300, 900) or a custom length up to 3600. */
  duration: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(DOWNLOAD_MAX_SEC))),
  /** Source cloudArchive. */
  archiveId: z.optional(uuidSchema()),
});

/**
 * Spec §7: result 0 created (others are failures, sent as error codes). `startTime`/`endTime` are the
 * range the task really covers: an end still in the future is clamped to the server's now (`clamped`),
 * so the file never claims more than was recorded (issue 28, decision 0033).
 */
export const downloadCreateSchema = z.object({
  result: z.literal(0),
  taskId: z.string(),
  fileName: z.string(),
  startTime: unixSec,
  endTime: unixSec,
  clamped: z.boolean(),
});

/** A download task (spec §3). */
export const downloadTaskSchema = z.object({
  taskId: z.string(),
  fileName: z.string(),
  status: downloadStateSchema,
  /** kB/s while downloading. */
  speed: z.number().check(z.int()),
  /** 0–100. */
  progress: z.number().check(z.int()),
  createTime: z.number().check(z.int()),
  sn: z.string(),
  chlIndex: z.number().check(z.int()),
  startTime: z.number().check(z.int()),
  endTime: z.number().check(z.int()),
  /** Where the recording comes from: the device's storage, the cloud recording, or an archive. */
  type: downloadTypeSchema,
  siteName: z.string(),
  chlName: z.string(),
  /** File size in bytes once finished. */
  size: z.number().check(z.int()),
  /** Catalogue code of the last failure (startFailed), else 0. */
  errorCode: z.number().check(z.int()),
});
export type DownloadTask = z.infer<typeof downloadTaskSchema>;

export const downloadListRequestSchema = z.extend(pageQuerySchema, { status: z.optional(z.array(downloadStateSchema).check(z.maxLength(5))) });
export const downloadListSchema = pageOf(downloadTaskSchema);

/** Spec §4: pause a continuing task; continue a paused or failed one; restart a failed one. */
export const downloadControlRequestSchema = z.object({ taskId: uuidSchema(), action: z.enum(["pause", "continue", "restart"]) });

/** Delete one task, or (`all`) every task of the current status filter (spec §4). */
export const downloadDeleteRequestSchema = z.object({
  taskIds: z.optional(z.array(uuidSchema()).check(z.maxLength(100))),
  all: z._default(z.boolean(), false),
  status: z.optional(z.array(downloadStateSchema).check(z.maxLength(5))),
});
export const downloadDeleteSchema = z.object({ deleted: z.number().check(z.int()) });

/** A link for the finished file (GET, supports Range), valid for an hour. */
export const downloadLinkRequestSchema = z.object({ taskId: uuidSchema() });
export const downloadLinkSchema = z.object({ url: z.string(), expiresAt: z.number().check(z.int()) });

/** Path of the file route; `:taskId` and `?token=`. */
export const DOWNLOAD_FILE_PATH = "/downloads/file";
