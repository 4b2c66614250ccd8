import { I18nProvider } from "@lingui/react";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { createI18n } from "../i18n.js";
import type { Locale } from "../locales.js";
import { detectLocale, storeLocale } from "./detect-locale.js";
import { LocaleContext, type LocaleState } from "./locale-context.js";

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  children?: ReactNode;
  /** Start in this locale instead of the remembered or browser one (tests, previews). */
  initialLocale?: Locale;
}

/**
 * Owns the console's single Lingui instance: starts in the remembered locale (else the
 * browser's), provides it to Lingui's `<Trans>`/`useLingui`, keeps `<html lang>` in step
 * and exposes {@link useLocale} for switching.
 */
export function LocaleProvider({ children, initialLocale }: LocaleProviderProps) {
  // One instance for the app's lifetime: macros and hooks all read from it.
  const [i18n] = useState(() => createI18n(initialLocale ?? detectLocale()));
  const [locale, setLocaleState] = useState<Locale>(() => i18n.locale as Locale);

  useEffect(() => {
    // Screen readers, hyphenation and CJK font selection follow the document language.
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback(
    (next: Locale) => {
      // Activating emits Lingui's "change" event, which re-renders everything under I18nProvider.
      if (i18n.locale !== next) i18n.activate(next);
      storeLocale(next);
      setLocaleState(next);
    },
    [i18n],
  );

  const state = useMemo<LocaleState>(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext value={state}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LocaleContext>
  );
}
