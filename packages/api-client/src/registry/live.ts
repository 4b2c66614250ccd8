import { deviceRedirectRequestSchema, deviceRedirectSchema, streamTicketBatchRequestSchema, streamTicketBatchSchema, streamTicketRequestSchema, streamTicketSchema } from "../schemas/live.js";
import { defineEndpoints } from "./define.js";

const LIVE = ["vms_live"] as const;

/** Live video: where a device's streams are served and the ticket that opens one (spec §7 "Devices"). */
export const liveEndpoints = defineEndpoints({
  "/device/redirect/get": { summary: "The instance that serves a device's live streams.", tag: "live", auth: "session", anyOf: LIVE, request: deviceRedirectRequestSchema, response: deviceRedirectSchema },
  "/device/access-token/get": { summary: "A short-lived ticket for one channel's live stream socket.", tag: "live", auth: "session", anyOf: LIVE, request: streamTicketRequestSchema, response: streamTicketSchema },
  "/device/access-token/batch": { summary: "Short-lived tickets for several live stream sockets at once, with each device's serving instance.", tag: "live", auth: "session", anyOf: LIVE, request: streamTicketBatchRequestSchema, response: streamTicketBatchSchema },
});
