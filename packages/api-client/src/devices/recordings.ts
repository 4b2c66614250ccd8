import { z } from "zod/mini";
import { streamStartResultSchema } from "./protocol.js";

// Recordings on the device (SD card or recorder disks) over the gateway connection
// (docs/device-protocol.md "Recordings on the device"). Times are Unix seconds (UTC).

/** Event types of recording segments (spec §7 searchRECLog). */
export const RECORDING_TYPES = ["MOTION", "MANUAL", "SCHEDULE", "SENSOR", "POS", "SMART_MOTION", "PERIMETER", "PLATE", "OTHER"] as const;
export type RecordingType = (typeof RECORDING_TYPES)[number];

/** A search covers at most 31 days (spec §5 "Date range", §9 query span). */
export const RECORDING_SEARCH_MAX_SEC = 31 * 86_400;
/** One export covers at most 60 minutes (spec §5/§9 downloads). */
export const RECORDING_EXPORT_MAX_SEC = 3_600;

const time = z.number().check(z.int(), z.minimum(0), z.maximum(4_102_444_800));

/** `recSearchDate` / `recSearchLog` params. */
export const recSearchParamsSchema = z
  // `audio` (issue 31, optional): the device may add the channel's sound as audio frames (flag bit 1).
  .object({ chlIndex: z.number().check(z.int(), z.minimum(0), z.maximum(256)), startTime: time, endTime: time, audio: z.optional(z.boolean()) })
  .check(z.refine((p) => p.endTime > p.startTime && p.endTime - p.startTime <= RECORDING_SEARCH_MAX_SEC, "endTime after startTime, at most 31 days"));
export type RecSearchParams = z.infer<typeof recSearchParamsSchema>;

/** `recSearchDate` result: UTC days (YYYY-MM-DD) of the range that hold recordings. */
export const recSearchDateResultSchema = z.object({ days: z.array(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))).check(z.maxLength(32)) });

/** One recording segment, clipped to the searched range. */
export const recordingSegmentSchema = z.object({ startTime: time, endTime: time, type: z.enum(RECORDING_TYPES) });
export type RecordingSegment = z.infer<typeof recordingSegmentSchema>;

/** `recSearchLog` result: segments in time order. */
export const recSearchLogResultSchema = z.object({ segments: z.array(recordingSegmentSchema).check(z.maxLength(20_000)) });

/** `recExport` params: a range of at most 60 minutes. */
export const recExportParamsSchema = z
  // `audio` (issue 31, optional): the device may add the channel's sound as audio frames (flag bit 1).
  .object({ chlIndex: z.number().check(z.int(), z.minimum(0), z.maximum(256)), startTime: time, endTime: time, audio: z.optional(z.boolean()) })
  .check(z.refine((p) => p.endTime > p.startTime && p.endTime - p.startTime <= RECORDING_EXPORT_MAX_SEC, "endTime after startTime, at most 60 minutes"));
export type RecExportParams = z.infer<typeof recExportParamsSchema>;

/** `recExport` result: the stream id its binary frames carry, and how many video frames will come (audio frames, when asked for and `audio` is set, come besides). */
export const recExportResultSchema = z.extend(streamStartResultSchema, { frames: z.number().check(z.int(), z.minimum(1), z.maximum(RECORDING_EXPORT_MAX_SEC * 120)) });
export type RecExportResult = z.infer<typeof recExportResultSchema>;
