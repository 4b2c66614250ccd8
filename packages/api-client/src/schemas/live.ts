import { z } from "zod/mini";
import { textSchema } from "./primitives.js";

// Live video (spec §1 live video, §7 `/device/redirect/get` and `/device/access-token/get`).
// The console asks which instance serves a device's streams, then for a short-lived stream ticket,
// then opens `<wsBase>/ws-live?ticket=<ticket>` and speaks go2rtc's MSE handshake (docs/architecture.md).

const sn = textSchema().check(z.minLength(1), z.maxLength(64));

/** Main (high resolution) or sub (low resolution) stream of a channel. */
export const streamKindSchema = z.enum(["main", "sub"]);

export const deviceRedirectRequestSchema = z.object({ sn });
/** Where a device's streams are served: the instance holding its gateway connection. */
export const deviceRedirectSchema = z.object({
  sn: z.string(),
  /** The serving instance's name (VMS_INSTANCE_ID). */
  instanceId: z.string(),
  /** WebSocket base of that instance, e.g. `wss://vms.example.com`; empty: the caller's own origin. */
  wsBase: z.string(),
});

export const streamTicketRequestSchema = z.object({
  sn,
  chlIndex: z.number().check(z.int(), z.minimum(0), z.maximum(256)),
  stream: z._default(streamKindSchema, "main"),
});
/** A single-use, short-lived ticket that authorizes one `/ws-live` socket for one channel stream. */
export const streamTicketSchema = z.object({
  ticket: z.string(),
  /** Epoch ms after which the ticket no longer opens a socket. */
  expiresAt: z.number().check(z.int()),
  /** Path (with query) to open on `wsBase`, e.g. `/ws-live?ticket=…`. */
  path: z.string(),
});

/** Most windows a page shows (spec §2: 16), so one batch opens every window of a layout. */
export const MAX_TICKET_BATCH = 16;

/** Tickets for several windows at once: one call instead of a redirect and a ticket per window. */
export const streamTicketBatchRequestSchema = z.object({ list: z.array(streamTicketRequestSchema).check(z.minLength(1), z.maxLength(MAX_TICKET_BATCH)) });
/**
 * One answer per requested stream, in order: `code` 200 with the ticket and the serving instance's
 * `wsBase` (as `/device/redirect/get`), or the catalogue code that refuses this stream alone.
 */
export const streamTicketBatchSchema = z.object({
  list: z.array(
    z.object({
      sn: z.string(),
      chlIndex: z.number().check(z.int()),
      stream: streamKindSchema,
      code: z.number().check(z.int()),
      ticket: z.optional(z.string()),
      expiresAt: z.optional(z.number().check(z.int())),
      path: z.optional(z.string()),
      wsBase: z.optional(z.string()),
    }),
  ),
});
export type StreamTicketBatch = z.infer<typeof streamTicketBatchSchema>;

/** Path of the live video socket (go2rtc-compatible MSE handshake, docs/architecture.md "The video path"). */
export const LIVE_SOCKET_PATH = "/ws-live";

/**
 * Text frames of `/ws-live`, client → server: the codecs the browser's MSE supports, comma-separated.
 * The stream's sound (`mp4a.40.2`) goes only where they name it; none ("") takes all (docs/media.md "Audio").
 */
export const liveClientFrameSchema = z.object({ type: z.literal("mse"), value: z._default(z.string().check(z.maxLength(2048)), "") });
export type LiveClientFrame = z.infer<typeof liveClientFrameSchema>;

/**
 * Text frames of `/ws-live`, server → client: the MIME type of the binary fMP4 that follows (one init
 * segment, then one moof+mdat per frame), or an error (translated `value`, catalogue `code`) before the
 * server closes the socket.
 */
export const liveServerFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("mse"), value: z.string() }),
  z.object({ type: z.literal("error"), value: z.string(), code: z.number().check(z.int()) }),
  // Not in go2rtc (its clients ignore unknown types): the capture time (Unix ms) of the frame at
  // `mediaTime` (s), when the device says (streamStart `epochMs`), as playback's clock anchors; sent
  // before the first fragment and whenever this viewer's timeline is re-anchored (or before the first
  // fragment after the device's epoch arrives, when frames came first). Latency probes use it.
  z.object({ type: z.literal("clock"), wallMs: z.number(), mediaTime: z.number() }),
]);
export type LiveServerFrame = z.infer<typeof liveServerFrameSchema>;

/**
 * Path of the wall socket (issue 31 "A full wall in a second"): one socket carries every live window
 * of a page. Chromium opens one WebSocket to a host at a time (each waits for the previous handshake,
 * RFC 6455 §4.1), so 16 `/ws-live` sockets took 1.5–3 s to open on a loaded machine; one socket opens
 * once. Each window is a channel `id` on it, opened with a `/ws-live` ticket.
 */
export const LIVE_MUX_PATH = "/ws-live/mux";
/** Channels one wall socket may carry (spec §2: 16 windows, plus a window replaced while the old one closes). */
export const MAX_MUX_CHANNELS = 32;
/** Bytes before each binary frame of the wall socket: the channel id, big-endian uint32. */
export const MUX_HEADER_BYTES = 4;

const muxId = z.number().check(z.int(), z.minimum(1), z.maximum(0xffff_ffff));
/** Text frames of the wall socket, client → server: open a channel with a ticket (and the MSE codecs), or close it. */
export const liveMuxClientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("open"), id: muxId, ticket: z.string().check(z.maxLength(256)), value: z._default(z.string().check(z.maxLength(2048)), "") }),
  z.object({ type: z.literal("close"), id: muxId }),
]);
export type LiveMuxClientFrame = z.infer<typeof liveMuxClientFrameSchema>;
/**
 * Text frames of the wall socket, server → client: a `/ws-live` frame of channel `id` (`mse`, `error`,
 * `clock`), or `closed` once the server ended the channel (after its `error`). Binary frames are a
 * `/ws-live` binary frame after MUX_HEADER_BYTES of channel id.
 */
export type LiveMuxServerFrame = (LiveServerFrame | { type: "closed" }) & { id: number };
