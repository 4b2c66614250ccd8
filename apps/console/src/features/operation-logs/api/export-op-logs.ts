import type { RequestOf, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type OpLogExportRequest = RequestOf<"/log/op-logs/export">;

/** Asks the server for the xlsx (POST /vms/log/op-logs/export); the answer holds a short-lived link. */
export function exportOpLogs(request: OpLogExportRequest): Promise<ResponseOf<"/log/op-logs/export">> {
  return apiClient.call("/log/op-logs/export", request, { timeoutMs: 120_000 });
}
