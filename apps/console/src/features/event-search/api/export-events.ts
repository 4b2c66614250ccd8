import type { RequestOf, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type EventExportRequest = RequestOf<"/event/export">;

/** Asks the server to write the xlsx (POST /vms/event/export); the answer holds a short-lived link. */
export function exportEvents(request: EventExportRequest): Promise<ResponseOf<"/event/export">> {
  return apiClient.call("/event/export", request, { timeoutMs: 120_000 });
}
