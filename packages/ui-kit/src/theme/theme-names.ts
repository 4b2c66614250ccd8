/** Theme ids the product ships (spec §9): `u1a` is light, `u1b` is dark. */
export const THEME_NAMES = ["u1a", "u1b"] as const;

/** One of {@link THEME_NAMES}. */
export type ThemeName = (typeof THEME_NAMES)[number];

/** Theme used when the user has not chosen one. */
export const DEFAULT_THEME: ThemeName = "u1a";

/** localStorage key that remembers the chosen theme. */
export const THEME_STORAGE_KEY = "vms.theme";

/** True for a supported theme id (e.g. a value read back from localStorage). */
export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === "string" && (THEME_NAMES as readonly string[]).includes(value);
}
