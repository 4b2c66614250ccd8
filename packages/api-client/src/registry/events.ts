import { emptySchema } from "../schemas/common.js";
import { eventDictSchema, eventExportRequestSchema, eventExportSchema, eventPageSchema, eventSearchRequestSchema, eventVideoRequestSchema, eventVideoSchema } from "../schemas/events.js";
import { defineEndpoints } from "./define.js";

const SEARCH = ["vms_event_search"] as const;

/** AI and device events (spec §7 "Events and alerts"). */
export const eventEndpoints = defineEndpoints({
  "/event-dict/get": { summary: "Event taxonomy and attribute vocabularies.", tag: "events", auth: "session", request: emptySchema, response: eventDictSchema },
  "/event/search/list": { summary: "Pages the events of the visible sites matching the filters (range ≤ 31 days).", tag: "events", auth: "session", anyOf: SEARCH, request: eventSearchRequestSchema, response: eventPageSchema },
  "/event/export": { summary: "Writes the matching events to an xlsx file and answers its short-lived download URL.", tag: "events", auth: "session", anyOf: SEARCH, request: eventExportRequestSchema, response: eventExportSchema },
  "/event/video/search": { summary: "The channel and recording window around one visible event, for playback.", tag: "events", auth: "session", anyOf: SEARCH, request: eventVideoRequestSchema, response: eventVideoSchema },
});
