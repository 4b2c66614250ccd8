import {
  downloadControlRequestSchema,
  downloadCreateRequestSchema,
  downloadCreateSchema,
  downloadDeleteRequestSchema,
  downloadDeleteSchema,
  downloadLinkRequestSchema,
  downloadLinkSchema,
  downloadListRequestSchema,
  downloadListSchema,
  downloadTaskSchema,
  recordingDaysSchema,
  recordingLogSchema,
  recordingSearchRequestSchema,
} from "../schemas/downloads.js";
import { defineEndpoints } from "./define.js";

/** Recordings on the device and download tasks (spec §2 download task manager, §3, §4, §7). */
export const downloadEndpoints = defineEndpoints({
  "/device/rec-date/list": { summary: "Days with recordings of a channel in a range of at most 31 days (searchRECDate).", tag: "downloads", auth: "session", request: recordingSearchRequestSchema, response: recordingDaysSchema },
  "/device/rec-log/list": { summary: "Recording segments of a channel with their event types (searchRECLog).", tag: "downloads", auth: "session", request: recordingSearchRequestSchema, response: recordingLogSchema },
  "/download-task/create": { summary: "Creates a download task for a channel's recorded range (AVI, at most 60 minutes).", tag: "downloads", auth: "session", request: downloadCreateRequestSchema, response: downloadCreateSchema },
  "/download-task/list": { summary: "Pages the caller's download tasks, optionally by status.", tag: "downloads", auth: "session", request: downloadListRequestSchema, response: downloadListSchema },
  "/download-task/control": { summary: "Pauses, continues or restarts a download task.", tag: "downloads", auth: "session", request: downloadControlRequestSchema, response: downloadTaskSchema },
  "/download-task/delete": { summary: "Deletes download tasks by id, or all of a status filter.", tag: "downloads", auth: "session", request: downloadDeleteRequestSchema, response: downloadDeleteSchema },
  "/download-task/link/get": { summary: "A one-hour link to a finished task's AVI file (HTTP Range supported).", tag: "downloads", auth: "session", request: downloadLinkRequestSchema, response: downloadLinkSchema },
});
