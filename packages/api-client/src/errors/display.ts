import { catalogueEntry, FORCE_LOGOUT_CODES, SILENT_CODES } from "./catalogue.js";
import type { MessageDescriptor } from "./message.js";

/** How the console shows a failed call (spec §8 display rules). */
export type ErrorDisplay =
  | { kind: "none"; forceLogout: boolean }
  | { kind: "translated"; message: MessageDescriptor; forceLogout: boolean }
  | { kind: "server"; text: string; forceLogout: boolean };

/** Time a toast stays up (spec §9). */
export const TOAST_MS = 2000;

/**
 * Decides what to show for a failed call.
 * - the caller asked to hide the tip: nothing (forced logout still applies);
 * - a silent code: nothing, because the calling screen handles it inline (lock countdown, captcha);
 * - a catalogued code: its translated message;
 * - otherwise the server's message, when there is one.
 */
export function resolveErrorDisplay(code: number, serverMsg: string, opts: { hideTip?: boolean } = {}): ErrorDisplay {
  const forceLogout = FORCE_LOGOUT_CODES.has(code);
  if (opts.hideTip && !forceLogout) return { kind: "none", forceLogout };
  if (SILENT_CODES.has(code) && !forceLogout) return { kind: "none", forceLogout };
  const entry = catalogueEntry(code);
  if (entry) return { kind: "translated", message: entry.message, forceLogout };
  if (serverMsg) return { kind: "server", text: serverMsg, forceLogout };
  return { kind: "none", forceLogout };
}
