import type { MessageDescriptor } from "@lingui/core";

const KEY = "vms.signOutNotice";

/**
 * Why the console signed the person out (issue 28: a frozen account or revoked remote access must
 * not land on /login without a word). The session slice writes it; the sign-in page reads it once.
 * Kept in the tab's sessionStorage, which logout does not clear and a reload of /login keeps, and
 * as plain JSON so the sign-in page's first load stays free of zod (decision 0012).
 */
export const signOutNotice = {
  set(message: MessageDescriptor): void {
    try {
      globalThis.sessionStorage?.setItem(KEY, JSON.stringify({ id: message.id, message: message.message, values: message.values }));
    } catch {
      // Storage unavailable: the toast raised with the logout still says it.
    }
  },
  /** The notice left by the last sign-out, removed as it is read. */
  take(): MessageDescriptor | null {
    try {
      const raw = globalThis.sessionStorage?.getItem(KEY);
      if (!raw) return null;
      globalThis.sessionStorage.removeItem(KEY);
      const value: unknown = JSON.parse(raw);
      return typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string" ? (value as MessageDescriptor) : null;
    } catch {
      return null;
    }
  },
};
