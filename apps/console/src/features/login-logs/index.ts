// Public API of the login-logs slice (spec §7 /log/login-logs/list): one's own login history on the
// account page, and the organization's login log under privacy and security.
export { firstLoginLogsPageQueryOptions } from "./api/get-login-logs";
export { LoginLogTable } from "./ui/login-log-table";
