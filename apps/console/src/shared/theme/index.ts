export { readStoredTheme, ThemePreferenceProvider, type ThemePreference } from "./theme-preference";
export { useThemePreference } from "./use-theme-preference";
