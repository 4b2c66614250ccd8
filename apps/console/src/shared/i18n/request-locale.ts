import type { Locale } from "@vms/i18n";
import { detectLocale } from "@vms/i18n/react";

// The API client asks for the locale on every call (Accept-Language); the app keeps this in step
// with the LocaleProvider so server messages come back in the language on screen. Until the app
// has said, it is what LocaleProvider starts with (remembered, else the browser's).
let current: Locale | null = null;

/** Locale sent with API calls. */
export function getRequestLocale(): Locale {
  return current ?? detectLocale();
}

/** Called by the app whenever the user's locale changes. */
export function setRequestLocale(locale: Locale): void {
  current = locale;
}
