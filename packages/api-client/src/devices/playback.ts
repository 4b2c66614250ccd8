import { z } from "zod/mini";
import { streamAudioSchema } from "./protocol.js";
import { RECORDING_SEARCH_MAX_SEC } from "./recordings.js";

// Playback of recordings on the device over the gateway connection (docs/device-protocol.md
// "Playback"). The device streams a recorded range as binary video frames whose `timestampMs` is
// the frame's WALL-CLOCK time (Unix ms), paced at the chosen speed; the server steers it with
// `playbackControl` and stops it with `streamStop`.

/** Speeds the console offers (spec §7 SetPlaybackSpeed): 1/8× to 16×. */
export const PLAYBACK_SPEEDS = [0.125, 0.25, 0.5, 1, 2, 4, 8, 16] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
/** From this speed on the device sends key frames only (one per GOP). */
export const KEYFRAMES_ONLY_SPEED = 8;

const time = z.number().check(z.int(), z.minimum(0), z.maximum(4_102_444_800));
const positionMs = z.number().check(z.int(), z.minimum(0), z.maximum(4_102_444_800_000));
const speed = z.number().check(z.refine((v) => (PLAYBACK_SPEEDS as readonly number[]).includes(v), "one of 1/8, 1/4, 1/2, 1, 2, 4, 8, 16"));

/** `playbackStart` params: the range (Unix seconds, at most 31 days), where to begin (Unix ms) and the speed. */
export const playbackStartParamsSchema = z
  // `audio` (issue 31, optional): the device may add the channel's sound (flag bit 1, wall-clock stamped) below 8×.
  .object({ chlIndex: z.number().check(z.int(), z.minimum(0), z.maximum(256)), startTime: time, endTime: time, position: z.optional(positionMs), speed: z._default(speed, 1), audio: z.optional(z.boolean()) })
  .check(z.refine((p) => p.endTime > p.startTime && p.endTime - p.startTime <= RECORDING_SEARCH_MAX_SEC, "endTime after startTime, at most 31 days"));
export type PlaybackStartParams = z.input<typeof playbackStartParamsSchema>;

/** `playbackStart` result: the stream id, codec and size, and the wall time (Unix ms) of the first frame to come. */
export const playbackStartResultSchema = z.object({
  streamId: z.number().check(z.int(), z.minimum(1), z.maximum(0xffff_ffff)),
  codec: z.string().check(z.maxLength(64)),
  width: z.number().check(z.int(), z.minimum(1), z.maximum(8192)),
  height: z.number().check(z.int(), z.minimum(1), z.maximum(8192)),
  fps: z.number().check(z.minimum(1), z.maximum(120)),
  position: positionMs,
  /** Present when the playback carries the channel's sound (asked with `audio: true`). */
  audio: z.optional(streamAudioSchema),
});
export type PlaybackStartResult = z.infer<typeof playbackStartResultSchema>;

/** `playbackControl` params: seek to a wall time, pause, resume or change speed. */
export const playbackControlParamsSchema = z.discriminatedUnion("action", [
  z.object({ streamId: z.number().check(z.int(), z.minimum(1)), action: z.literal("seek"), position: positionMs }),
  z.object({ streamId: z.number().check(z.int(), z.minimum(1)), action: z.literal("pause") }),
  z.object({ streamId: z.number().check(z.int(), z.minimum(1)), action: z.literal("resume") }),
  z.object({ streamId: z.number().check(z.int(), z.minimum(1)), action: z.literal("speed"), speed }),
]);
export type PlaybackControlParams = z.infer<typeof playbackControlParamsSchema>;

/** `playbackControl` result: the wall time (Unix ms) of the next frame to come (after a seek: its key frame). */
export const playbackControlResultSchema = z.object({ position: positionMs });
