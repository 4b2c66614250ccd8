import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestOf, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type OpLogQuery = RequestOf<"/log/op-logs/list">;
export type OpLogPage = ResponseOf<"/log/op-logs/list">;

/** Query keys of the operation-logs slice. */
export const opLogKeys = {
  all: ["logs", "op"] as const,
  pages: () => [...opLogKeys.all, "page"] as const,
  page: (query: OpLogQuery) => [...opLogKeys.pages(), query] as const,
  modules: () => [...opLogKeys.all, "modules"] as const,
};

/** One page of the operation log (POST /vms/log/op-logs/list). */
export function getOpLogs(query: OpLogQuery): Promise<OpLogPage> {
  return apiClient.call("/log/op-logs/list", query);
}

/** Query options for one page. */
export function opLogsQueryOptions(query: OpLogQuery) {
  return queryOptions({ queryKey: opLogKeys.page(query), queryFn: () => getOpLogs(query) });
}

/** A page of operation-log lines; the previous page stays on screen while the next one loads. */
export function useOpLogs(query: OpLogQuery) {
  return useQuery({ ...opLogsQueryOptions(query), placeholderData: keepPreviousData });
}
