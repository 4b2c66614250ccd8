import { useContext } from "react";
import { ThemePreferenceContext, type ThemePreference } from "./theme-preference-context";

/** The current theme and its setter; needs ThemePreferenceProvider (or the plain one) above. */
export function useThemePreference(): ThemePreference {
  const value = useContext(ThemePreferenceContext);
  if (!value) throw new Error("useThemePreference needs a ThemePreferenceProvider");
  return value;
}
