import { useLocale } from "@vms/i18n/react";
import { DEFAULT_THEME, isThemeName, THEME_STORAGE_KEY, VmsThemeProvider, type ThemeName } from "@vms/ui-kit";
import { createContext, useCallback, useMemo, useState, type ReactNode } from "react";
import { readStorage, writeStorage } from "@/shared/lib/storage";

export interface ThemePreference {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
}

export const ThemePreferenceContext = createContext<ThemePreference | null>(null);

/** The remembered theme (spec §9: u1a light, u1b dark), or the default. */
export function readStoredTheme(): ThemeName {
  const stored = readStorage(THEME_STORAGE_KEY);
  return isThemeName(stored) ? stored : DEFAULT_THEME;
}

/**
 * Applies the chosen theme to everything below and remembers it in localStorage. MUI's own texts
 * follow the active language, so this sits inside the LocaleProvider.
 */
export function ThemePreferenceProvider({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  const [theme, setThemeState] = useState<ThemeName>(readStoredTheme);
  const setTheme = useCallback((next: ThemeName) => {
    writeStorage(THEME_STORAGE_KEY, next);
    setThemeState(next);
  }, []);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return (
    <ThemePreferenceContext value={value}>
      <VmsThemeProvider name={theme} locale={locale}>{children}</VmsThemeProvider>
    </ThemePreferenceContext>
  );
}
