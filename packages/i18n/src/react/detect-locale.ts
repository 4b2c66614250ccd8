import { LOCALE_STORAGE_KEY, isLocale, negotiateLocale, type Locale } from "../locales.js";

/** Reads the remembered locale; storage can throw (privacy modes, sandboxed iframes). */
export function readStoredLocale(): Locale | null {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Remembers the chosen locale; a storage failure only costs the preference, never the switch. */
export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Ignored on purpose: see above.
  }
}

/** The locale to start with: the remembered one, else the browser's languages (spec §9). */
export function detectLocale(): Locale {
  return readStoredLocale() ?? negotiateLocale(globalThis.navigator?.languages ?? globalThis.navigator?.language);
}
