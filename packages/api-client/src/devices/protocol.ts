import { z } from "zod/mini";
import { TRANSPORT_APIS } from "../schemas/device.js";
import { EVENT_TYPES, TARGET_TYPES, eventAttributesSchema } from "../schemas/events.js";
import { textSchema } from "../schemas/primitives.js";

// Frames of the device gateway WebSocket (docs/device-protocol.md). Shared by the server's gateway
// and @vms/device-sim so both speak exactly one protocol.

/** Path of the device gateway. */
export const DEVICE_GATEWAY_PATH = "/ws-device";
/** Keep-alive interval the server asks for, and how many missed ones count as a drop. */
export const DEVICE_KEEPALIVE_SEC = 30;
export const DEVICE_MISSED_KEEPALIVES = 3;
/** A device must say hello this soon after opening. */
export const DEVICE_HELLO_TIMEOUT_MS = 10_000;

// Every text of a frame is a textSchema (no control character, no lone surrogate), as in /vms requests:
// what the device reports is stored (PostgreSQL refuses NUL) and shown.
const stream = z.object({ resolution: textSchema(), maxFps: z.number().check(z.int()), codecs: z.array(textSchema()), maxBitrateKbps: z.number().check(z.int()) });
const medium = z.object({ status: textSchema(), capacityMB: z.number().check(z.int()), freeMB: z.number().check(z.int()) });

/** A channel as the device reports it. */
export const reportedChannelSchema = z.object({
  chlIndex: z.number().check(z.int(), z.minimum(0), z.maximum(256)),
  number: z.number().check(z.int()),
  name: textSchema().check(z.maxLength(128)),
  configured: z.boolean(),
  online: z.boolean(),
  enabled: z.boolean(),
  supportFun: z.array(textSchema().check(z.maxLength(16))).check(z.maxLength(8)),
  mainStream: z.nullable(stream),
  subStream: z.nullable(stream),
});
export type ReportedChannel = z.infer<typeof reportedChannelSchema>;

/** Storage as the device reports it (spec §3: SD card or disks). */
export const reportedStorageSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("sdCard"), sdCard: medium }),
  z.object({ kind: z.literal("disks"), disks: z.array(z.extend(medium, { index: z.number().check(z.int()), health: textSchema() })).check(z.maxLength(64)) }),
  z.object({ kind: z.literal("none") }),
]);
export type ReportedStorage = z.infer<typeof reportedStorageSchema>;

export const helloFrameSchema = z.object({
  type: z.literal("hello"),
  sn: textSchema().check(z.minLength(1), z.maxLength(64)),
  securityCode: textSchema().check(z.minLength(6), z.maxLength(32)),
  devType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(9), z.literal(10), z.literal(13)]),
  model: textSchema().check(z.maxLength(64)),
  version: textSchema().check(z.maxLength(64)),
  timeZone: textSchema().check(z.maxLength(16)),
  language: textSchema().check(z.maxLength(16)),
  mac: z._default(textSchema().check(z.maxLength(32)), ""),
  ip: z._default(textSchema().check(z.maxLength(64)), ""),
  channels: z.array(reportedChannelSchema).check(z.maxLength(256)),
  storage: reportedStorageSchema,
  outputs: z._default(z.array(z.object({ index: z.number().check(z.int()), resolution: textSchema().check(z.maxLength(16)) })).check(z.maxLength(8)), []),
});
export type HelloFrame = z.infer<typeof helloFrameSchema>;

/** Base64 of one event image: a snapshot and a crop must fit the 256 KiB frame together. */
const eventImage = z.string().check(z.maxLength(160_000), z.regex(/^[A-Za-z0-9+/]*={0,2}$/));

/** An AI detection, common event or device-health event (docs/device-protocol.md "Events"). */
export const eventFrameSchema = z.object({
  type: z.literal("event"),
  /** The device's own id of the event (unique per device); a resent event is stored once. */
  id: textSchema().check(z.minLength(1), z.maxLength(64)),
  /** 0 for device-level events (health), else the channel. */
  chlIndex: z.number().check(z.int(), z.minimum(0), z.maximum(256)),
  occurredAt: z.number().check(z.int(), z.minimum(0)),
  eventType: z.enum(EVENT_TYPES),
  targetType: z._default(z.nullable(z.enum(TARGET_TYPES)), null),
  attributes: z._default(eventAttributesSchema.check(z.refine((a) => Object.keys(a).length <= 32)), {}),
  plate: z._default(z.nullable(textSchema().check(z.maxLength(32))), null),
  /** JPEG images, base64: the whole scene, and the detected target cropped. */
  snapshot: z._default(z.nullable(eventImage), null),
  crop: z._default(z.nullable(eventImage), null),
});
export type EventFrame = z.infer<typeof eventFrameSchema>;

/** Frames a device sends. */
export const deviceFrameSchema = z.discriminatedUnion("type", [
  helloFrameSchema,
  z.object({ type: z.literal("keepalive") }),
  z.object({ type: z.literal("status"), channels: z.array(z.object({ chlIndex: z.number().check(z.int()), online: z.boolean() })).check(z.maxLength(256)) }),
  z.object({ type: z.literal("storage"), storage: reportedStorageSchema }),
  z.object({ type: z.literal("config"), section: textSchema().check(z.maxLength(32)), value: z.unknown() }),
  z.object({ type: z.literal("result"), id: z.string().check(z.maxLength(64)), code: z.number().check(z.int()), data: z.optional(z.unknown()) }),
  z.object({ type: z.literal("progress"), id: z.string().check(z.maxLength(64)), percent: z.number().check(z.minimum(0), z.maximum(100)) }),
  // A live stream the device ended by itself (its channel was closed or lost its camera): 7071.
  z.object({ type: z.literal("streamEnd"), streamId: z.number().check(z.int(), z.minimum(1), z.maximum(0xffff_ffff)), code: z.number().check(z.int()) }),
  eventFrameSchema,
]);
export type DeviceFrame = z.infer<typeof deviceFrameSchema>;

/** Commands the server sends (docs/device-protocol.md). */
export const DEVICE_COMMANDS = ["reboot", "upgrade", "logUpload", "configGet", "configSet", "channelSet", "securityCode", "transport", "streamStart", "streamStop", "recSearchDate", "recSearchLog", "recExport", "playbackStart", "playbackControl"] as const;
export type DeviceCommandName = (typeof DEVICE_COMMANDS)[number];

/** Frames the server sends. */
export const serverFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("welcome"), serverTime: z.number().check(z.int()), keepAliveSec: z.number().check(z.int()) }),
  z.object({ type: z.literal("refused"), code: z.number().check(z.int()) }),
  z.object({ type: z.literal("cmd"), id: z.string(), name: z.enum(DEVICE_COMMANDS), params: z.record(z.string(), z.unknown()) }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** Parameters of the `transport` command. */
export const transportParamsSchema = z.object({
  api: z.enum(TRANSPORT_APIS),
  chlIndex: z.optional(z.number().check(z.int())),
  params: z.record(z.string(), z.unknown()),
});

// Live video on the gateway connection (docs/device-protocol.md "Live video"). The server starts a
// channel's stream with `streamStart` and stops it with `streamStop`; meanwhile the device sends
// BINARY frames: a 16-byte header, then one H.264 access unit in Annex B (SPS and PPS before every IDR).

/** `streamStart` params: which channel and which of its two streams. */
export const streamStartParamsSchema = z.object({
  chlIndex: z.number().check(z.int(), z.minimum(0), z.maximum(256)),
  stream: z.enum(["main", "sub"]),
  /**
   * Optional (issue 31): the server can take the channel's audio too. A device with a microphone on
   * the channel then answers `audio` and sends audio frames (flag bit 1) on the same stream id; a
   * device that ignores it answers no `audio` and sends video only, as before.
   */
  audio: z.optional(z.boolean()),
});
export type StreamStartParams = z.infer<typeof streamStartParamsSchema>;

/** The audio of a stream: AAC, one raw access unit (no ADTS header) per audio frame. */
export const streamAudioSchema = z.object({
  /** RFC 6381 codec string: "mp4a.40.2" (AAC-LC). */
  codec: z.string().check(z.maxLength(64)),
  sampleRate: z.number().check(z.int(), z.minimum(8000), z.maximum(96000)),
  channels: z.number().check(z.int(), z.minimum(1), z.maximum(8)),
  /** The AudioSpecificConfig (ISO 14496-3 1.6.2.1) in hex, e.g. "1408" for AAC-LC 16 kHz mono. */
  config: z.string().check(z.regex(/^(?:[0-9a-f]{2}){2,16}$/)),
});
export type StreamAudio = z.infer<typeof streamAudioSchema>;

/** `streamStart` result: the id its binary frames carry, and what they carry. */
export const streamStartResultSchema = z.object({
  streamId: z.number().check(z.int(), z.minimum(1), z.maximum(0xffff_ffff)),
  /** RFC 6381 codec string, e.g. "avc1.42C01F" (H.264 is the only codec the relay handles today). */
  codec: z.string().check(z.maxLength(64)),
  width: z.number().check(z.int(), z.minimum(1), z.maximum(8192)),
  height: z.number().check(z.int(), z.minimum(1), z.maximum(8192)),
  fps: z.number().check(z.minimum(1), z.maximum(120)),
  /**
   * Optional: the wall-clock time (Unix ms) of `timestampMs` 0, so capture time = epochMs + timestampMs
   * (as an RTCP sender report maps RTP time to NTP). The relay passes it on for latency measurements.
   */
  epochMs: z.optional(z.number().check(z.int(), z.minimum(0))),
  /** Present when the stream carries audio (only when asked with `audio: true`). */
  audio: z.optional(streamAudioSchema),
});
export type StreamStartResult = z.infer<typeof streamStartResultSchema>;

/** `streamStop` params. */
export const streamStopParamsSchema = z.object({ streamId: z.number().check(z.int(), z.minimum(1), z.maximum(0xffff_ffff)) });

/** Header of a binary video frame: magic 'V' (0x56), version 1, flags, reserved, u32 streamId, u64 timestampMs (big-endian). */
export const VIDEO_FRAME_MAGIC = 0x56;
export const VIDEO_FRAME_VERSION = 1;
export const VIDEO_FRAME_HEADER_BYTES = 16;
/** Flags bit 0: the access unit is a keyframe (IDR, with SPS and PPS before it). */
export const VIDEO_FLAG_KEYFRAME = 0x01;
/** Flags bit 1: the frame is one raw AAC access unit of the stream's audio (sent only when asked for). */
export const VIDEO_FLAG_AUDIO = 0x02;

/** One binary video frame of the gateway connection. */
export interface VideoFrameMessage {
  streamId: number;
  keyframe: boolean;
  /** Capture time in ms from the stream's start; increases monotonically (also across loops). */
  timestampMs: number;
  /** One access unit, Annex B; or one raw AAC access unit when `audio`. */
  data: Uint8Array;
  /** An audio frame (flag bit 1); absent or false for video. */
  audio?: boolean;
}

/** Encodes a binary video frame (the device side). */
export function encodeVideoFrame(frame: VideoFrameMessage): Uint8Array {
  const out = new Uint8Array(VIDEO_FRAME_HEADER_BYTES + frame.data.byteLength);
  const view = new DataView(out.buffer);
  view.setUint8(0, VIDEO_FRAME_MAGIC);
  view.setUint8(1, VIDEO_FRAME_VERSION);
  view.setUint8(2, (frame.keyframe ? VIDEO_FLAG_KEYFRAME : 0) | (frame.audio === true ? VIDEO_FLAG_AUDIO : 0));
  view.setUint32(4, frame.streamId);
  view.setBigUint64(8, BigInt(Math.max(0, Math.round(frame.timestampMs))));
  out.set(frame.data, VIDEO_FRAME_HEADER_BYTES);
  return out;
}

/** Decodes a binary video frame; null when the header is not ours (wrong magic or version, too short). `data` is a view, not a copy. */
export function decodeVideoFrame(bytes: Uint8Array): VideoFrameMessage | null {
  if (bytes.byteLength <= VIDEO_FRAME_HEADER_BYTES) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint8(0) !== VIDEO_FRAME_MAGIC || view.getUint8(1) !== VIDEO_FRAME_VERSION) return null;
  const streamId = view.getUint32(4);
  if (streamId === 0) return null;
  const flags = view.getUint8(2);
  const frame: VideoFrameMessage = {
    streamId,
    keyframe: (flags & VIDEO_FLAG_KEYFRAME) !== 0,
    timestampMs: Number(view.getBigUint64(8)),
    data: bytes.subarray(VIDEO_FRAME_HEADER_BYTES),
  };
  if ((flags & VIDEO_FLAG_AUDIO) !== 0) frame.audio = true;
  return frame;
}
