import { useLingui } from "@lingui/react";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { TIME_ZONES } from "@vms/api-client";
import { timeZoneNames } from "../model/time-zone-names";

export interface TimeZoneSelectProps {
  /** Position in TIME_ZONES (1-53); several places share an offset, so the id tells them apart. */
  value: number | null;
  onChange: (id: number) => void;
  label: string;
  disabled?: boolean;
}

/** The id of the first option with this "GMT±hh[:mm]" text, or null. */
export function timeZoneIdOf(gmt: string): number | null {
  return TIME_ZONES.find((tz) => tz.gmt === gmt)?.id ?? null;
}

/** The 53 device time zones of spec §9, GMT-12 to GMT+13, shown as "(GMT+08) Beijing, …" in the user's language. */
export function TimeZoneSelect({ value, onChange, label, disabled }: TimeZoneSelectProps) {
  const { i18n } = useLingui();
  return (
    <TextField
      select
      label={label}
      value={value ?? ""}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={disabled}
      fullWidth
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } }, htmlInput: { "data-testid": "time-zone-select" } }}
    >
      {TIME_ZONES.map((tz) => (
        <MenuItem key={tz.id} value={tz.id} data-testid="time-zone-option">
          {`(${tz.gmt}) ${timeZoneNames[tz.id] ? i18n._(timeZoneNames[tz.id]!) : tz.name}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
