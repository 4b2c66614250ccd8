import { useLocale } from "@vms/i18n/react";
import { useLayoutEffect } from "react";
import { setRequestLocale } from "@/shared/i18n/request-locale";

/** Keeps the API's Accept-Language in step with the chosen locale (LocaleProvider sets <html lang>). */
export function useLocaleSync(): void {
  const { locale } = useLocale();
  // A layout effect runs before the router (a later sibling) starts its first loads.
  useLayoutEffect(() => {
    setRequestLocale(locale);
  }, [locale]);
}
