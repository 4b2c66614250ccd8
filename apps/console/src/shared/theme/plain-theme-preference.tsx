import type { ReactNode } from "react";
import { ThemePreferenceContext, useThemePreferenceState } from "./theme-preference-context";

/** The theme choice without MUI's theme: for pages styled with plain CSS only (decision 0012). */
export function PlainThemePreferenceProvider({ children }: { children: ReactNode }) {
  return <ThemePreferenceContext value={useThemePreferenceState()}>{children}</ThemePreferenceContext>;
}
