import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PageSize, RequestOf, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type LoginLogQuery = RequestOf<"/log/login-logs/list">;
export type LoginLogPage = ResponseOf<"/log/login-logs/list">;
export type LoginLogScope = NonNullable<LoginLogQuery["scope"]>;

/** Query keys of the login-logs slice. */
export const loginLogKeys = {
  all: ["logs", "login"] as const,
  page: (query: LoginLogQuery) => [...loginLogKeys.all, query] as const,
};

/** One page of login history (POST /vms/log/login-logs/list): SELF one's own, ORG the organization's. */
export function getLoginLogs(query: LoginLogQuery): Promise<LoginLogPage> {
  return apiClient.call("/log/login-logs/list", query);
}

/** Query options for one page. */
export function loginLogsQueryOptions(query: LoginLogQuery) {
  return queryOptions({ queryKey: loginLogKeys.page(query), queryFn: () => getLoginLogs(query) });
}

/** Rows per page when a login-history table opens. */
export const FIRST_LOGIN_LOGS_PAGE_SIZE: PageSize = 10;

/** The page a login-history table opens on: route loaders ensure it before the table shows. */
export function firstLoginLogsPageQueryOptions(scope: LoginLogScope) {
  return loginLogsQueryOptions({ scope, pageNum: 1, pageSize: FIRST_LOGIN_LOGS_PAGE_SIZE });
}

/** A page of login history; the previous page stays on screen while the next one loads. */
export function useLoginLogs(query: LoginLogQuery) {
  return useQuery({ ...loginLogsQueryOptions(query), placeholderData: keepPreviousData });
}
