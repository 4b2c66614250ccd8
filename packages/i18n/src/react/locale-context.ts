import { createContext } from "react";
import type { Locale } from "../locales.js";

/** What {@link useLocale} returns. */
export interface LocaleState {
  /** The active locale. */
  locale: Locale;
  /** Activates `locale`, remembers it in localStorage and re-renders translated text. */
  setLocale: (locale: Locale) => void;
}

/** Set by LocaleProvider; `null` outside it so useLocale can fail loudly. */
export const LocaleContext = createContext<LocaleState | null>(null);
