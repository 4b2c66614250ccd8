import { useLingui } from "@lingui/react/macro";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useState } from "react";
import { DATE_FORMATS, dateText, parseDateText, type DatePrecision } from "../lib/date-text";

export type DateFieldProps = Omit<TextFieldProps, "type" | "value" | "onChange" | "defaultValue"> & {
  /** "YYYY-MM-DD", or "YYYY-MM-DDTHH:mm[:ss]" with a time; "" for none. */
  value: string;
  /** Called with a complete valid value (or "" when cleared), never with a half-typed one. */
  onChange: (value: string) => void;
  /** A day (default), or a day and a time to the minute or second. */
  precision?: DatePrecision;
};

/**
 * A date typed as YYYY-MM-DD (spec §9), as every table shows it, whatever the browser's locale
 * (issue 28: the browser's date inputs showed its own format). A half-typed or impossible date
 * stays in the field, marked with the expected format, and does not reach the caller.
 */
export function DateField({ value, onChange, precision = "date", error, helperText, slotProps, ...rest }: DateFieldProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(() => dateText(value));
  const [seen, setSeen] = useState(value);
  // A new value from outside (a reset, a preset) replaces the text unless the text already says it.
  if (value !== seen) {
    setSeen(value);
    if (parseDateText(draft, precision) !== value) setDraft(dateText(value));
  }
  const format = DATE_FORMATS[precision];
  const wrong = parseDateText(draft, precision) === null;
  return (
    <TextField
      {...rest}
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        const parsed = parseDateText(e.target.value, precision);
        if (parsed !== null && parsed !== value) onChange(parsed);
      }}
      error={Boolean(error) || wrong}
      helperText={wrong ? t`Use the format ${format}.` : helperText}
      placeholder={format}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object | undefined) },
        htmlInput: { inputMode: "numeric", autoComplete: "off", ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
