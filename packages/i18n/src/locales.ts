/** Locales the product ships (spec §9). */
export const LOCALES = ["en-US", "zh-CN"] as const;
export type Locale = (typeof LOCALES)[number];
/** Locale used when nothing else is known. */
export const DEFAULT_LOCALE: Locale = "en-US";
/** localStorage key that remembers the chosen locale (kept on logout, spec §4). */
export const LOCALE_STORAGE_KEY = "vms.locale";

/** True for a supported locale tag. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Best supported locale for an Accept-Language header or navigator.languages list. */
export function negotiateLocale(preferences: string | readonly string[] | undefined | null): Locale {
  const list = typeof preferences === "string" ? preferences.split(",") : (preferences ?? []);
  for (const raw of list) {
    const tag = raw.split(";")[0]?.trim().toLowerCase() ?? "";
    if (!tag) continue;
    if (tag.startsWith("zh")) return "zh-CN";
    if (tag.startsWith("en")) return "en-US";
  }
  return DEFAULT_LOCALE;
}
