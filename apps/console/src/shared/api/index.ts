export { apiClient, setForceLogoutListener, showApiError } from "./client";
