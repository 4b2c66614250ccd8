import { createApiClientWith, type ApiClient } from "@vms/api-client/client-core";
import { endpointOf } from "virtual:vms-registry-index";
import { getRequestLocale } from "@/shared/i18n/request-locale";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { createApiErrorHandler } from "./error-handler";

/**
 * The real client: same-origin /vms, Accept-Language from the UI, §8 toasts on failure. Each
 * call's schemas come from its registry file, fetched on the first call of that domain (decision 0008).
 */
export function createConsoleClient(onForceLogout: Parameters<typeof createApiErrorHandler>[0]["onForceLogout"]): ApiClient {
  return createApiClientWith(endpointOf, {
    getLocale: getRequestLocale,
    getSession: () => sessionStore.get(),
    onError: createApiErrorHandler({ notifier, onForceLogout }),
  });
}
