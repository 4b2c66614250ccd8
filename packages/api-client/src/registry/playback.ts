import { streamTicketSchema } from "../schemas/live.js";
import { playbackTicketRequestSchema } from "../schemas/playback.js";
import { defineEndpoints } from "./define.js";

const LIVE = ["vms_live"] as const;

/** Playback of recordings on the device or in the cloud (spec §2 Playback, §7 playback / cloudPlayback). */
export const playbackEndpoints = defineEndpoints({
  "/device/playback-token/get": { summary: "A short-lived ticket for one playback socket of a channel's recordings (local or cloud).", tag: "live", auth: "session", anyOf: LIVE, request: playbackTicketRequestSchema, response: streamTicketSchema },
});
