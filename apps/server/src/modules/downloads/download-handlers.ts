import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import type { DownloadService } from "./download-service.js";

/** Recordings and download task calls (spec §2 download task manager, §7). */
export function registerDownloadHandlers(table: HandlerTable, downloads: DownloadService): void {
  registerHandlers(table, {
    "/device/rec-date/list": ({ caller, data }) => downloads.recordingDays(caller, data),
    "/device/rec-log/list": ({ caller, data }) => downloads.recordingLog(caller, data),
    "/download-task/create": ({ caller, data }) => downloads.create(caller, data),
    "/download-task/list": ({ caller, data }) => downloads.list(caller, data),
    "/download-task/control": ({ caller, data }) => downloads.control(caller, data),
    "/download-task/delete": ({ caller, data }) => downloads.remove(caller, data),
    "/download-task/link/get": ({ caller, data }) => downloads.link(caller, data),
  });
}
