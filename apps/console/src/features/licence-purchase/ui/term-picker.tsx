import { useLingui } from "@lingui/react/macro";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useId } from "react";
import { LICENCE_TERM_LABELS } from "@/entities/licence";

export interface TermPickerProps {
  /** durationType values on sale (spec §9 terms). */
  terms: readonly number[];
  value: number | undefined;
  onChange: (durationType: number) => void;
}

/** Spec §1/§9 licence terms: 30, 90, 180 days, 1 year, 2 years, as one radio group (arrow keys move). */
export function TermPicker({ terms, value, onChange }: TermPickerProps) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t`Term`}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value === undefined ? "" : String(value)} onChange={(e) => onChange(Number(e.target.value))} data-testid="licence-term">
        {terms.map((durationType) => (
          <FormControlLabel key={durationType} value={String(durationType)} control={<Radio />} label={LICENCE_TERM_LABELS[durationType] ? i18n._(LICENCE_TERM_LABELS[durationType]!) : String(durationType)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
