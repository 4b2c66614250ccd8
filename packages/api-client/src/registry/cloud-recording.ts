import { cloudExistDaysRequestSchema, cloudExistDaysSchema, cloudTokenRequestSchema, cloudTokenSchema } from "../schemas/cloud-recording.js";
import { defineEndpoints } from "./define.js";

/** Cloud recordings (issue 12; spec §3 "Cloud token", §7 cloud storage calls). */
export const cloudRecordingEndpoints = defineEndpoints({
  "/cloud-storage/video/exist-day/list": { summary: "Days with cloud recordings of a channel in a range of at most 31 days.", tag: "cloud-storage", auth: "session", request: cloudExistDaysRequestSchema, response: cloudExistDaysSchema },
  "/cloud-storage/download-token/get": { summary: "A scoped, expiring token to read one channel's cloud recordings over HTTP (Range).", tag: "cloud-storage", auth: "session", request: cloudTokenRequestSchema, response: cloudTokenSchema },
});
