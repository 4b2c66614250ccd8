import { resolveErrorDisplay, toApiError, type ApiClient, type ApiError } from "@vms/api-client";
import { notifier } from "@/shared/notifier";

type ForceLogoutListener = (error: ApiError) => void;
let forceLogoutListener: ForceLogoutListener | undefined;

/** Lets the session layer react to the codes that force logout. */
export function setForceLogoutListener(listener: ForceLogoutListener | undefined): void {
  forceLogoutListener = listener;
}

// The client (with the call registry and zod, which validates every answer) is a chunk of its own,
// fetched on the first call: a page paints before it, and /login's first load stays light.
let loaded: ApiClient | undefined;
let loading: Promise<ApiClient> | undefined;
function realClient(): Promise<ApiClient> {
  if (!loading) {
    loading = import("./create-client").then(({ createConsoleClient }) => {
      loaded = createConsoleClient((e) => forceLogoutListener?.(e));
      return loaded;
    });
    // A failed chunk fetch (offline, replaced by a deploy) is retried by the next call.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** The app's single API client: same-origin /vms, Accept-Language from the UI, §8 toasts on failure. */
export const apiClient: ApiClient = {
  clockOffsetMs: () => loaded?.clockOffsetMs() ?? 0,
  call: async (path, data, options) => (await realClient()).call(path, data, options),
  upload: async (path, data, files, options) => (await realClient()).upload(path, data, files, options),
};

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
