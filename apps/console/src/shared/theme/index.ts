export { PlainThemePreferenceProvider } from "./plain-theme-preference";
export { ThemePreferenceProvider } from "./theme-preference";
export { useThemePreference } from "./use-theme-preference";
