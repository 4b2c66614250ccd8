import { useContext } from "react";
import { ThemePreferenceContext, type ThemePreference } from "./theme-preference";

/** The current theme and its setter; needs ThemePreferenceProvider above. */
export function useThemePreference(): ThemePreference {
  const value = useContext(ThemePreferenceContext);
  if (!value) throw new Error("useThemePreference needs a ThemePreferenceProvider");
  return value;
}
