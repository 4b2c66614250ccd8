import type { I18n } from "@lingui/core";

// Instances made by createI18n() hold every catalogue already; activateLocale() switches them
// synchronously instead of fetching. Kept apart from i18n.ts so the browser bundle that only
// asks "is it complete?" does not pull the synchronous catalogues in.
const complete = new WeakSet<I18n>();

/** Records that `i18n` holds every locale's catalogue. */
export function markComplete(i18n: I18n): I18n {
  complete.add(i18n);
  return i18n;
}

/** True when `i18n` was made with every catalogue (createI18n). */
export function isComplete(i18n: I18n): boolean {
  return complete.has(i18n);
}
