export { apiClient, setForceLogoutListener, showApiError } from "./client";
export { BRANDING_QUERY_ROOT } from "./query-roots";
