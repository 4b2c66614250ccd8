import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { DEVICE_LANGUAGES } from "@vms/api-client";

export interface LanguageSelectProps {
  /** A DEVICE_LANGUAGES code, e.g. "de-DE". */
  value: string;
  onChange: (code: string) => void;
  label: string;
  disabled?: boolean;
}

/** The 21 device display languages of spec §9, each in its own name (as device menus show them). */
export function LanguageSelect({ value, onChange, label, disabled }: LanguageSelectProps) {
  const known = DEVICE_LANGUAGES.some((l) => l.code === value);
  return (
    <TextField
      select
      label={label}
      value={known ? value : ""}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      fullWidth
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } }, htmlInput: { "data-testid": "language-select" } }}
    >
      {DEVICE_LANGUAGES.map((language) => (
        <MenuItem key={language.code} value={language.code} lang={language.code} data-testid="language-option">
          {language.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
