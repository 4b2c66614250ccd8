import { useLingui } from "@lingui/react/macro";
import Stack from "@mui/material/Stack";
import { useLocale } from "@vms/i18n/react";
import { LocaleSwitch, ThemeSwitch } from "@vms/ui-kit";
import { LOCALE_OPTIONS } from "@/shared/config/locale-options";
import { useThemePreference } from "@/shared/theme";

/** Language and light/dark switches; both apply at once and are remembered (spec §1, §9). */
export function PreferenceSwitches() {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  const { theme, setTheme } = useThemePreference();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }} data-testid="preference-switches">
      <LocaleSwitch
        value={locale}
        options={LOCALE_OPTIONS}
        onChange={setLocale}
        label={t`Language`}
      />
      <ThemeSwitch value={theme} onChange={setTheme} labels={{ u1a: t`Light`, u1b: t`Dark` }} label={t`Theme`} />
    </Stack>
  );
}
