import { resolveErrorDisplay, type ApiError } from "@vms/api-client";
import type { Notifier } from "@/shared/notifier";

export interface ApiErrorHandlerOptions {
  notifier: Pick<Notifier, "notify">;
  /** Codes that end the session (spec §8); the session slice wires the real logout. */
  onForceLogout?: (error: ApiError) => void;
}

/** Applies the spec §8 display rules to a failed call: silent, translated toast, or the server's text. */
export function createApiErrorHandler({ notifier, onForceLogout }: ApiErrorHandlerOptions) {
  return (error: ApiError, ctx: { hideTip: boolean }): void => {
    const display = resolveErrorDisplay(error.code, error.serverMsg, { hideTip: ctx.hideTip });
    if (display.kind === "translated") notifier.notify({ message: display.message });
    else if (display.kind === "server") notifier.notify({ text: display.text });
    if (display.forceLogout) onForceLogout?.(error);
  };
}
