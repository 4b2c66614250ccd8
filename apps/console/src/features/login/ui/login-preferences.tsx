import { useLingui } from "@lingui/react/macro";
import { isLocale } from "@vms/i18n";
import { useLocale } from "@vms/i18n/react";
import { THEME_NAMES } from "@vms/ui-kit";
import { useId } from "react";
import { LOCALE_OPTIONS } from "@/shared/config/locale-options";
import { useThemePreference } from "@/shared/theme";

/**
 * Language and light/dark switches in the top-right corner (spec §1, §9): both apply at once and
 * are remembered. A native select and two toggle buttons, the same choices as the signed-in shell's.
 */
export function LoginPreferences() {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  const { theme, setTheme } = useThemePreference();
  const id = useId();
  const labels = { u1a: t`Light`, u1b: t`Dark` };
  return (
    <div className="vms-login__prefs" data-testid="preference-switches">
      <label className="vms-login__hidden" htmlFor={id}>{t`Language`}</label>
      <select id={id} value={locale} onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)}>
        {LOCALE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value} lang={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <div className="vms-login__theme" role="group" aria-label={t`Theme`}>
        {THEME_NAMES.map((name) => (
          <button key={name} type="button" aria-pressed={theme === name} onClick={() => setTheme(name)}>
            {labels[name]}
          </button>
        ))}
      </div>
    </div>
  );
}
