import type { Locale } from "@vms/i18n";

/** Each language is named in itself (an autonym), so it is never translated. */
export const LOCALE_OPTIONS: readonly { value: Locale; label: string }[] = [
  { value: "en-US", label: "English" },
  { value: "zh-CN", label: "简体中文" },
];
