// Public API of the operation-logs slice (spec §2 /privacySecurity/operation-logs, §7 /log/op-logs/list,
// /log/op-logs/export, /log/module-functions/get): filters by time range, operator and module; paging; xlsx export.
export { moduleFunctionsQueryOptions } from "./api/get-module-functions";
export { OperationLogsPage } from "./ui/operation-logs-page";
export { UserRecentOpLogs } from "./ui/user-recent-op-logs";
