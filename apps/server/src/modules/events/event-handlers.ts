import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import { EVENT_DICT, type EventService } from "./event-service.js";

/** AI and device events (spec §7 "Events and alerts"). */
export function registerEventHandlers(table: HandlerTable, events: EventService): void {
  registerHandlers(table, {
    "/event-dict/get": () => EVENT_DICT,
    "/event/search/list": ({ caller, data }) => events.search(caller, data),
    "/event/export": ({ caller, data, locale }) => events.export(caller, data, locale),
    "/event/video/search": ({ caller, data }) => events.video(caller, data.eventId),
  });
}
