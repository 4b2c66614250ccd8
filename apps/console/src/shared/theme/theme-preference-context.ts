import { DEFAULT_THEME, isThemeName, THEME_STORAGE_KEY, type ThemeName } from "@vms/ui-kit";
import { createContext, useCallback, useEffect, useMemo, useState } from "react";
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
 * The theme choice, remembered in localStorage and mirrored on `<html data-vms-theme>`: pages
 * styled with plain CSS (the sign-in page, decision 0012) read the theme from that attribute.
 * No MUI here, so the sign-in page's first load does not carry it.
 */
export function useThemePreferenceState(): ThemePreference {
  const [theme, setThemeState] = useState<ThemeName>(readStoredTheme);
  const setTheme = useCallback((next: ThemeName) => {
    writeStorage(THEME_STORAGE_KEY, next);
    setThemeState(next);
  }, []);
  useEffect(() => {
    document.documentElement.dataset["vmsTheme"] = theme;
  }, [theme]);
  return useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
}
