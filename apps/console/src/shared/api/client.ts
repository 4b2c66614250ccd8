import { createApiClient, resolveErrorDisplay, toApiError, type ApiClient, type ApiError } from "@vms/api-client";
import { getRequestLocale } from "@/shared/i18n/request-locale";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { createApiErrorHandler } from "./error-handler";

type ForceLogoutListener = (error: ApiError) => void;
let forceLogoutListener: ForceLogoutListener | undefined;

/** Lets the session layer react to the codes that force logout. */
export function setForceLogoutListener(listener: ForceLogoutListener | undefined): void {
  forceLogoutListener = listener;
}

/** The app's single API client: same-origin /vms, Accept-Language from the UI, §8 toasts on failure. */
export const apiClient: ApiClient = createApiClient({
  getLocale: getRequestLocale,
  getSession: () => sessionStore.get(),
  onError: createApiErrorHandler({ notifier, onForceLogout: (e) => forceLogoutListener?.(e) }),
});

/**
 * Shows a failure by the §8 rules after all. Screens call with `hideTip` so the codes they handle
 * inline (tries remaining, captcha, lock) raise no toast, and pass every other failure here.
 * Forced logout is not repeated: the client already reported it.
 */
export function showApiError(error: unknown): void {
  const { code, serverMsg } = toApiError(error);
  const display = resolveErrorDisplay(code, serverMsg);
  if (display.kind === "translated") notifier.notify({ message: display.message });
  else if (display.kind === "server") notifier.notify({ text: display.text });
}
