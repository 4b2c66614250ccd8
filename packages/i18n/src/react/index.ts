// @vms/i18n/react — the only entry point that needs React and @lingui/react.
export { LocaleProvider, type LocaleProviderProps } from "./locale-provider.js";
export { useLocale } from "./use-locale.js";
export type { LocaleState } from "./locale-context.js";
export { detectLocale } from "./detect-locale.js";
