import { useLingui } from "@lingui/react/macro";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import { RANGE_CHOICES, type RangeChoice } from "../lib/download-range";
import { DateField } from "@/shared/ui";

export interface RangeChoiceFieldProps {
  choice: RangeChoice;
  onChoice: (choice: RangeChoice) => void;
  customStart: string;
  customEnd: string;
  onCustom: (start: string, end: string) => void;
  /** The custom range's problem, shown under the end field. */
  customError: string | null;
}

/** Spec §5: 30 s, 1 min, 5 min, 15 min, or a custom range of at most 60 minutes. */
export function RangeChoiceField({ choice, onChoice, customStart, customEnd, onCustom, customError }: RangeChoiceFieldProps) {
  const { t } = useLingui();
  const labels: Record<string, string> = { 30: t`30 seconds`, 60: t`1 minute`, 300: t`5 minutes`, 900: t`15 minutes`, custom: t`Custom (at most 60 minutes)` };
  return (
    <FormControl>
      <FormLabel id="download-range-label">{t`Length`}</FormLabel>
      <RadioGroup aria-labelledby="download-range-label" value={String(choice)} onChange={(_, value) => onChoice(value === "custom" ? "custom" : (Number(value) as RangeChoice))}>
        {RANGE_CHOICES.map((c) => (
          <FormControlLabel key={c} value={String(c)} control={<Radio />} label={labels[String(c)]} />
        ))}
      </RadioGroup>
      {choice === "custom" && (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 1 }}>
          <DateField label={t`Start`} precision="second" size="small" value={customStart} onChange={(start) => onCustom(start, customEnd)} />
          <DateField label={t`End`} precision="second" size="small" value={customEnd} onChange={(end) => onCustom(customStart, end)} error={customError !== null} helperText={customError ?? " "} />
        </Stack>
      )}
    </FormControl>
  );
}
