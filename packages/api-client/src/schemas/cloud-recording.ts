import { z } from "zod/mini";
import { textSchema } from "./primitives.js";

// Cloud recordings (issue 12; spec §3 "Cloud token", §7 /cloud-storage/video/exist-day/list and
// /cloud-storage/download-token/get). Times are Unix seconds, like the device recording calls.

const sn = textSchema().check(z.minLength(1), z.maxLength(64));
const chlIndex = z.number().check(z.int(), z.minimum(0), z.maximum(256));
const unixSec = z.number().check(z.int(), z.minimum(0), z.maximum(4_102_444_800));

/** Where a cloud token's holder reads a channel's recordings over HTTP (docs/cloud-recording.md). */
export const CLOUD_OBJECTS_PATH = "/cloud-storage/objects";

/** Days with cloud recordings of a channel in a range of at most 31 days, as `YYYY-MM-DD` in `timeZone`. */
export const cloudExistDaysRequestSchema = z.object({
  sn,
  chlIndex,
  startTime: unixSec,
  endTime: unixSec,
  /** IANA zone of the calendar, e.g. "Europe/Berlin"; default UTC. */
  timeZone: z.optional(z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_+\-/]+$/))),
});
export const cloudExistDaysSchema = z.object({ days: z.array(z.string()) });

export const cloudTokenRequestSchema = z.object({ sn, chlIndex });

/**
 * Spec §3 "Cloud token". `ossType` "vms": the server itself serves the objects (whatever store is
 * behind it); `storageUrl` is the channel's base under CLOUD_OBJECTS_PATH; the bearer secret is
 * `storageToken.securityToken` (send it as `Authorization: Bearer …` or `?token=`). `accessKey` is
 * the token's id; no storage secret ever leaves the server (`secret` is empty).
 */
export const cloudTokenSchema = z.object({
  sn: z.string(),
  chlIndex: z.number().check(z.int()),
  ossType: z.literal("vms"),
  bucketName: z.string(),
  storageUrl: z.string(),
  resourceType: z.literal("video"),
  storageToken: z.object({
    accessKey: z.string(),
    secret: z.string(),
    securityToken: z.string(),
    protocol: z.enum(["http", "https"]),
    port: z.number().check(z.int()),
    server: z.string(),
    region: z.string(),
    durationSeconds: z.number().check(z.int()),
  }),
});
export type CloudToken = z.infer<typeof cloudTokenSchema>;

/** One stored segment as `GET <storageUrl>segments` lists it (wall-clock ms). */
export const cloudSegmentInfoSchema = z.object({
  id: z.string(),
  startMs: z.number(),
  endMs: z.number(),
  bytes: z.number(),
  codec: z.string(),
  /** `[wallMs, byteOffset]` of each GOP fragment: a player fetches init + GOPs with HTTP Range. */
  keyframes: z.array(z.tuple([z.number(), z.number()])),
  /** `<storageUrl>segments/<id>.mp4`. */
  url: z.string(),
});
export type CloudSegmentInfo = z.infer<typeof cloudSegmentInfoSchema>;
