import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import { moduleFunctions } from "./op-log-catalogue.js";
import type { OpLogService } from "./op-log-service.js";

/** /log/op-logs/list, /log/op-logs/export, /log/module-functions/get and /op-logs/put (spec §7). */
export function registerOpLogHandlers(table: HandlerTable, opLogs: OpLogService): void {
  registerHandlers(table, {
    "/log/op-logs/list": ({ caller, data }) => opLogs.list(caller, data),
    "/log/op-logs/export": ({ caller, data, locale, request }) => opLogs.export(caller, data, locale, request.ip),
    "/log/module-functions/get": () => ({ list: moduleFunctions() }),
    "/op-logs/put": ({ caller, data, request }) => {
      opLogs.put(caller, data, request.ip);
      return {};
    },
  });
}
