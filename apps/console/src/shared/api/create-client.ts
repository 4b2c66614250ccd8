import { createApiClient, type ApiClient } from "@vms/api-client";
import { getRequestLocale } from "@/shared/i18n/request-locale";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { createApiErrorHandler } from "./error-handler";

/** The real client: same-origin /vms, Accept-Language from the UI, §8 toasts on failure. */
export function createConsoleClient(onForceLogout: Parameters<typeof createApiErrorHandler>[0]["onForceLogout"]): ApiClient {
  return createApiClient({
    getLocale: getRequestLocale,
    getSession: () => sessionStore.get(),
    onError: createApiErrorHandler({ notifier, onForceLogout }),
  });
}
