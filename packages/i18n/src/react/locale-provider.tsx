import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { ensureCatalog } from "../load-catalog.js";
import type { Locale } from "../locales.js";
import { storeLocale } from "./detect-locale.js";
import { LocaleContext, type LocaleState } from "./locale-context.js";

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  children?: ReactNode;
  /**
   * The app's Lingui instance, its starting locale active: `createPieceI18n(pieceLoader())` in the
   * built console (catalogue pieces, decision 0015), `await loadI18n(detectLocale())` on the dev
   * server (only that locale's catalogue is fetched), `createI18n(locale)` in tests and Node.
   */
  i18n: I18n;
}

/**
 * Provides the console's single Lingui instance to Lingui's `<Trans>`/`useLingui`, keeps
 * `<html lang>` in step and exposes {@link useLocale} for switching. Switching to a locale whose
 * texts are not loaded yet fetches them first; the old language stays on screen meanwhile.
 */
export function LocaleProvider({ children, i18n }: LocaleProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(() => i18n.locale as Locale);
  // The last locale asked for: a slow fetch that a newer choice overtook must not win.
  const wanted = useRef(locale);

  // A layout effect, so <html lang> changes in the same commit as the texts: a passive effect
  // could run a frame later, leaving zh-CN texts briefly marked as English.
  useLayoutEffect(() => {
    // Screen readers, hyphenation and CJK font selection follow the document language.
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback(
    (next: Locale) => {
      wanted.current = next;
      storeLocale(next);
      const apply = () => {
        if (wanted.current !== next) return;
        // Activating emits Lingui's "change" event, which re-renders everything under I18nProvider.
        if (i18n.locale !== next) i18n.activate(next);
        setLocaleState(next);
      };
      const loading = ensureCatalog(i18n, next);
      if (!loading) return apply();
      // A failed fetch keeps the current language; the stored choice applies on the next visit.
      void loading.then(apply, () => {});
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
