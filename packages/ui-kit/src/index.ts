// Public API of @vms/ui-kit. Components take every user-facing text as a prop so the console
// translates it with Lingui; nothing here renders literal copy.
export { THEME_NAMES, DEFAULT_THEME, THEME_STORAGE_KEY, isThemeName, type ThemeName } from "./theme/theme-names.js";
export { createVmsTheme } from "./theme/create-vms-theme.js";
export { statusColors, type StatusPalette } from "./theme/status-palette.js";
export { VmsThemeProvider, type VmsThemeProviderProps } from "./theme/vms-theme-provider.js";
export { BrandLogo, type BrandLogoProps } from "./brand-logo/brand-logo.js";
export { LocaleSwitch, type LocaleOption, type LocaleSwitchProps } from "./locale-switch/locale-switch.js";
export { ThemeSwitch, type ThemeSwitchProps } from "./theme-switch/theme-switch.js";
export { CenteredCard, type CenteredCardProps } from "./centered-card/centered-card.js";
export { LockCountdown, type LockCountdownProps } from "./lock-countdown/lock-countdown.js";
export { formatMmSs } from "./lock-countdown/format-mm-ss.js";
export { useCountdown } from "./lock-countdown/use-countdown.js";
export { OtpInput, type OtpInputProps } from "./otp-input/otp-input.js";
export { CaptchaImage, type CaptchaImageProps } from "./captcha-image/captcha-image.js";
