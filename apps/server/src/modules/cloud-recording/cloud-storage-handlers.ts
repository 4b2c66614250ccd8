import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import type { CloudStorageService } from "./cloud-storage-service.js";

/** Cloud storage calls of spec §7 (the recordings part). */
export function registerCloudStorageHandlers(table: HandlerTable, service: CloudStorageService): void {
  registerHandlers(table, {
    "/cloud-storage/video/exist-day/list": ({ caller, data }) => service.existDays(caller, data),
    "/cloud-storage/download-token/get": ({ caller, data, request }) => service.token(caller, data, request),
  });
}
