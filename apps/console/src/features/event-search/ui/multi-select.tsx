import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import { useId } from "react";

export interface MultiSelectProps<V extends string | number> {
  label: string;
  options: readonly V[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  optionLabel: (value: V) => string;
  testId?: string;
  minWidth?: number;
}

/** A small multiple-choice select with check boxes (event types, attribute values). */
export function MultiSelect<V extends string | number>({ label, options, value, onChange, optionLabel, testId, minWidth = 180 }: MultiSelectProps<V>) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<string[]>
        multiple
        labelId={labelId}
        label={label}
        value={value.map(String)}
        onChange={(event) => {
          const raw = event.target.value;
          const picked = typeof raw === "string" ? raw.split(",") : raw;
          onChange(options.filter((o) => picked.includes(String(o))));
        }}
        renderValue={(selected) => options.filter((o) => selected.includes(String(o))).map(optionLabel).join(", ")}
        data-testid={testId}
      >
        {options.map((option) => (
          <MenuItem key={String(option)} value={String(option)} data-testid={testId ? `${testId}-option` : undefined}>
            <Checkbox size="small" checked={value.includes(option)} />
            <ListItemText primary={optionLabel(option)} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
