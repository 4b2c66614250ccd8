import { MenuItem, TextField } from "@mui/material";
import { useId } from "react";

/** One entry of {@link LocaleSwitch}: a locale tag and its name (usually in its own language). */
export interface LocaleOption<V extends string = string> {
  value: V;
  label: string;
}

/** Props of {@link LocaleSwitch}. */
export interface LocaleSwitchProps<V extends string = string> {
  /** Active locale tag, e.g. `"en-US"`. */
  value: V;
  options: readonly LocaleOption<V>[];
  onChange: (value: V) => void;
  /** Field label (translated by the caller), e.g. "Language". */
  label: string;
}

/** Compact language picker for page headers and the login page. */
export function LocaleSwitch<V extends string = string>({ value, options, onChange, label }: LocaleSwitchProps<V>) {
  const id = useId();
  return (
    <TextField
      select
      id={id}
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        // The menu only offers `options`, so the value is always one of them.
        const next = options.find((option) => option.value === event.target.value);
        if (next && next.value !== value) onChange(next.value);
      }}
      sx={{ minWidth: 128 }}
      // Scroll locking hides the scrollbar and shifts the centred public pages sideways.
      slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} lang={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
