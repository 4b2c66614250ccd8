import { useLocale } from "@vms/i18n/react";
import { VmsThemeProvider } from "@vms/ui-kit";
import type { ReactNode } from "react";
import { ThemePreferenceContext, useThemePreferenceState } from "./theme-preference-context";

/**
 * Applies the chosen theme to everything below and remembers it in localStorage. MUI's own texts
 * follow the active language, so this sits inside the LocaleProvider.
 */
export function ThemePreferenceProvider({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  const value = useThemePreferenceState();
  return (
    <ThemePreferenceContext value={value}>
      <VmsThemeProvider name={value.theme} locale={locale}>{children}</VmsThemeProvider>
    </ThemePreferenceContext>
  );
}
