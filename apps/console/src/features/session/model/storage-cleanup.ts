import { LOCALE_STORAGE_KEY } from "@vms/i18n";
import { THEME_STORAGE_KEY } from "@vms/ui-kit";
import { BRANDING_STORAGE_KEY } from "@/shared/config/storage-keys";

/** What survives logout (decision 0002): the language and the presentation preferences. */
export const KEPT_STORAGE_KEYS: readonly string[] = [LOCALE_STORAGE_KEY, THEME_STORAGE_KEY, BRANDING_STORAGE_KEY];

/** Spec §4: logout clears stored data, keeping the locale (and theme and branding). */
export function clearStorageOnLogout(storage: Storage | null = globalThis.localStorage ?? null): void {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null);
    for (const key of keys) if (!KEPT_STORAGE_KEYS.includes(key)) storage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
}
