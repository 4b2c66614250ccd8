import { useLingui } from "@lingui/react/macro";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useVocabulary, type NamedCode } from "../model/use-vocabulary";

export interface BrandPickerProps {
  value: readonly number[];
  onChange: (value: number[]) => void;
  label?: string;
  helperText?: string;
  testId?: string;
  minWidth?: number;
}

/** Vehicle brands by name with type-ahead (129 choices are too many to scroll): search filter, rule form. */
export function BrandPicker({ value, onChange, label, helperText, testId, minWidth }: BrandPickerProps) {
  const { t } = useLingui();
  const { brands } = useVocabulary();
  return (
    <Autocomplete<NamedCode, true>
      multiple
      size="small"
      limitTags={2}
      sx={minWidth ? { minWidth } : undefined}
      options={brands}
      value={brands.filter((b) => value.includes(b.code))}
      getOptionLabel={(b) => b.label}
      getOptionKey={(b) => b.code}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      onChange={(_, next) => onChange(next.map((b) => b.code))}
      noOptionsText={t`No matching brand`}
      data-testid={testId}
      renderInput={(params) => <TextField {...params} label={label ?? t`Brand`} helperText={helperText} />}
    />
  );
}

export interface BrandFieldProps {
  value: number | null;
  onChange: (value: number | null) => void;
  testId?: string;
}

/** One vehicle brand by name with type-ahead (plate records). */
export function BrandField({ value, onChange, testId }: BrandFieldProps) {
  const { t } = useLingui();
  const { brands } = useVocabulary();
  return (
    <Autocomplete<NamedCode>
      options={brands}
      value={brands.find((b) => b.code === value) ?? null}
      getOptionLabel={(b) => b.label}
      getOptionKey={(b) => b.code}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      onChange={(_, next) => onChange(next ? next.code : null)}
      noOptionsText={t`No matching brand`}
      data-testid={testId}
      renderInput={(params) => <TextField {...params} label={t`Brand`} />}
    />
  );
}
