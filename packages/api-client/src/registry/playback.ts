import { streamTicketSchema } from "../schemas/live.js";
import { playbackThumbnailRequestSchema, playbackThumbnailSchema, playbackTicketRequestSchema } from "../schemas/playback.js";
import { defineEndpoints } from "./define.js";

const LIVE = ["vms_live"] as const;

/** Playback of recordings on the device or in the cloud (spec §2 Playback, §7 playback / cloudPlayback). */
export const playbackEndpoints = defineEndpoints({
  "/device/playback-token/get": { summary: "A short-lived ticket for one playback socket of a channel's recordings (local or cloud).", tag: "live", auth: "session", anyOf: LIVE, request: playbackTicketRequestSchema, response: streamTicketSchema },
  "/device/playback-thumbnail/get": { summary: "The key frame of a channel's recording nearest before a moment (H.264, for the timeline's scrub thumbnail; local or cloud).", tag: "live", auth: "session", anyOf: LIVE, request: playbackThumbnailRequestSchema, response: playbackThumbnailSchema },
});
