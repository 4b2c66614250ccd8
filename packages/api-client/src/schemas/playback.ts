import { z } from "zod/mini";
import { PLAYBACK_SPEEDS } from "../devices/playback.js";
import { QUERY_SPAN_MAX_SEC } from "./downloads.js";
import { textSchema } from "./primitives.js";

// Playback of recordings (spec §2 Playback, §4 Playback range, §7 playback / cloudPlayback /
// SetPlaybackSpeed / PlayBackStatus). The console asks `/device/playback-token/get` for a ticket,
// opens `/ws-live?ticket=…` like live video (go2rtc's `{"type":"mse"}` handshake, then binary fMP4),
// and steers the session with the JSON control frames below (docs/media.md "Playback").

const unixSec = z.number().check(z.int(), z.minimum(0), z.maximum(4_102_444_800));
const unixMs = z.number().check(z.int(), z.minimum(0), z.maximum(4_102_444_800_000));

/** Where the recording comes from: the device's own storage, or the server's cloud recording. */
export const playbackSourceSchema = z.enum(["local", "cloud"]);
export type PlaybackSource = z.infer<typeof playbackSourceSchema>;

/** A ticket for one playback session of a channel over a range (at most 31 days; spec §5 "Date range"). */
export const playbackTicketRequestSchema = z
  .object({ sn: textSchema().check(z.minLength(1), z.maxLength(64)), chlIndex: z.number().check(z.int(), z.minimum(0), z.maximum(256)), startTime: unixSec, endTime: unixSec, source: z._default(playbackSourceSchema, "local") })
  .check(z.refine((r) => r.endTime > r.startTime && r.endTime - r.startTime <= QUERY_SPAN_MAX_SEC, { message: "endTime after startTime, at most 31 days", path: ["endTime"] }));

/**
 * `/device/playback-thumbnail/get` (issue 31, thumbnails while scrubbing): the key frame of a
 * channel's recording nearest before `time` (Unix s), read from the cloud recording or asked of the
 * device. The console asks once per timeline bucket; the server caches the answers.
 */
export const playbackThumbnailRequestSchema = z.object({
  sn: textSchema().check(z.minLength(1), z.maxLength(64)),
  chlIndex: z.number().check(z.int(), z.minimum(0), z.maximum(256)),
  time: unixSec,
  source: z._default(playbackSourceSchema, "local"),
});

/**
 * One H.264 key frame: the server has no image encoder, so the picture travels as the Annex B
 * access unit (SPS and PPS first) that the console decodes with WebCodecs. `codec` is the
 * `avc1.PPCCLL` string of its SPS; `wallMs` the frame's own time.
 */
export const playbackThumbnailSchema = z.object({
  wallMs: z.number(),
  codec: z.string(),
  /** The access unit, base64. */
  data: z.string(),
});
export type PlaybackThumbnail = z.infer<typeof playbackThumbnailSchema>;

const speedSchema = z.number().check(z.refine((v) => (PLAYBACK_SPEEDS as readonly number[]).includes(v), "one of 1/8, 1/4, 1/2, 1, 2, 4, 8, 16"));

/**
 * Text frames client → server on a playback socket: go2rtc's `mse` request (optionally with where
 * to begin and the speed), then seek (Unix ms), pause, resume and speed.
 */
export const playbackClientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("mse"), value: z._default(z.string().check(z.maxLength(2048)), ""), position: z.optional(unixMs), speed: z.optional(speedSchema) }),
  z.object({ type: z.literal("seek"), position: unixMs }),
  z.object({ type: z.literal("pause") }),
  z.object({ type: z.literal("resume") }),
  z.object({ type: z.literal("speed"), value: speedSchema }),
]);
export type PlaybackClientFrame = z.infer<typeof playbackClientFrameSchema>;

/**
 * Text frames server → client on a playback socket. `clock` precedes every binary fragment: the
 * fragment's wall-clock time (Unix ms) and its decode time in seconds on the video element's
 * timeline, so the console maps `video.currentTime` to the wall clock exactly. `seeked` says the
 * next fragment starts the new position (a key frame at `wallMs`, at most one GOP before the asked
 * position); `paused` / `resumed` answer a pause / resume once the source holds / goes on, with the
 * wall time of the next fragment to come (none follows a `paused` before the `resumed`, and the first
 * after it is at that time); `ended` (7066 end of playback) leaves the socket open for a seek; `error`
 * closes it.
 */
export const playbackServerFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("mse"), value: z.string() }),
  z.object({ type: z.literal("clock"), wallMs: z.number(), mediaTime: z.number() }),
  z.object({ type: z.literal("seeked"), wallMs: z.number(), mediaTime: z.number(), requested: z.number() }),
  z.object({ type: z.literal("paused"), wallMs: z.number() }),
  z.object({ type: z.literal("resumed"), wallMs: z.number() }),
  z.object({ type: z.literal("ended"), value: z.string(), code: z.number().check(z.int()) }),
  z.object({ type: z.literal("error"), value: z.string(), code: z.number().check(z.int()) }),
]);
export type PlaybackServerFrame = z.infer<typeof playbackServerFrameSchema>;
