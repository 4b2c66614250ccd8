import type { VersionInfo } from "@vms/api-client";
import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";

/** /system/* calls (spec §7 "Logs and system"). */
export function registerSystemHandlers(table: HandlerTable, buildInfo: VersionInfo): void {
  registerHandlers(table, {
    "/system/version/get": () => buildInfo,
  });
}
