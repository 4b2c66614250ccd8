import { setupI18n, type I18n, type MessageDescriptor } from "@lingui/core";
import { catalogs } from "./catalogs.js";
import { markComplete } from "./complete-instances.js";
import { DEFAULT_LOCALE, type Locale } from "./locales.js";

/** A Lingui instance with every catalog loaded and `locale` active (Node, tests; the browser uses loadI18n). */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  return markComplete(setupI18n({ locale, messages: catalogs }));
}

const shared = new Map<Locale, I18n>();

/** Translates a descriptor (e.g. an error-catalogue message) in `locale`; used server-side. */
export function translate(locale: Locale, descriptor: MessageDescriptor): string {
  let i18n = shared.get(locale);
  if (!i18n) {
    i18n = createI18n(locale);
    shared.set(locale, i18n);
  }
  return i18n._(descriptor);
}
