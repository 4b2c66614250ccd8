import Autocomplete from "@mui/material/Autocomplete";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";

export interface MultiOption<V extends string | number> {
  value: V;
  label: string;
  /** Why the option cannot be chosen (shown under it, disabled). */
  disabledReason?: string | undefined;
}

export interface MultiSelectFieldProps<V extends string | number> {
  label: string;
  options: ReadonlyArray<MultiOption<V>>;
  value: readonly V[];
  onChange: (value: V[]) => void;
  error?: string | null;
  helperText?: string;
  required?: boolean;
  testId?: string;
}

/** A labelled multiple choice with type-ahead (MUI Autocomplete): sites, cameras, recipients, attribute values. */
export function MultiSelectField<V extends string | number>({ label, options, value, onChange, error, helperText, required, testId }: MultiSelectFieldProps<V>) {
  const chosen = options.filter((o) => value.includes(o.value));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options as Array<MultiOption<V>>}
      value={chosen}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      getOptionDisabled={(o) => o.disabledReason !== undefined}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          <ListItemText primary={o.label} secondary={o.disabledReason} />
        </li>
      )}
      onChange={(_, next) => onChange(next.map((o) => o.value))}
      data-testid={testId}
      renderInput={(params) => <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error ?? helperText} />}
    />
  );
}
