export { ThemePreferenceProvider } from "./theme-preference";
export { useThemePreference } from "./use-theme-preference";
