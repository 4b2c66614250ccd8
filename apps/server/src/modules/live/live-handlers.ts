import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import type { LiveService } from "./live-service.js";

/** Live video calls (spec §7 "Devices"). */
export function registerLiveHandlers(table: HandlerTable, live: LiveService): void {
  registerHandlers(table, {
    "/device/redirect/get": ({ caller, data }) => live.redirect(caller, data.sn),
    "/device/access-token/get": ({ caller, data }) => live.ticket(caller, data),
    "/device/access-token/batch": ({ caller, data }) => live.tickets(caller, data.list),
  });
}
