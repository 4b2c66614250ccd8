import { z } from "zod/mini";

// The /ws-vms push socket (spec §4 "Push socket", §3 "Push messages"). JSON text frames.

/** Heartbeat every 30 s; reconnect every 5 s up to 5 times; 60 s without traffic ends the socket (spec §9). */
export const PUSH_HEARTBEAT_MS = 30_000;
export const PUSH_RETRY_MS = 5_000;
export const PUSH_MAX_RETRIES = 5;
export const PUSH_TIMEOUT_MS = 60_000;
/** Path of the push socket. */
export const PUSH_PATH = "/ws-vms";

/** A push message (spec §3). `extension` is a JSON string carrying at least `code`. */
export const pushMessageSchema = z.object({
  infoType: z.string(),
  infoContent: z.string(),
  extension: z.string(),
  alarmPushType: z.optional(z.number().check(z.int())),
  userUnreadMap: z.optional(z.record(z.string(), z.number().check(z.int()))),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** Frames the console sends. */
export const pushClientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("auth"), token: z.string().check(z.maxLength(256)) }),
  z.object({ type: z.literal("heartbeat") }),
]);
export type PushClientFrame = z.infer<typeof pushClientFrameSchema>;

/** Frames the server sends. `error` with code 22013 asks the client to reconnect. */
export const pushServerFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("auth"), code: z.number().check(z.int()), msg: z.string() }),
  z.object({ type: z.literal("heartbeat"), time: z.number().check(z.int()) }),
  z.object({ type: z.literal("push"), message: pushMessageSchema }),
  z.object({ type: z.literal("error"), code: z.number().check(z.int()), msg: z.string() }),
]);
export type PushServerFrame = z.infer<typeof pushServerFrameSchema>;
