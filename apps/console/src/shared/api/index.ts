export { apiClient, setForceLogoutListener, showApiError } from "./client";
export { createApiErrorHandler, type ApiErrorHandlerOptions } from "./error-handler";
