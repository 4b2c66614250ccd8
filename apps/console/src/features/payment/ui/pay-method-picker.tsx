import { useLingui } from "@lingui/react/macro";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useId } from "react";
import { PAYMENT_METHOD_LABELS } from "@/entities/licence";

export interface PayMethod {
  payType: number;
  name: string;
  configured: boolean;
}

export interface PayMethodPickerProps {
  methods: readonly PayMethod[];
  value: number | undefined;
  onChange: (payType: number) => void;
}

/** Spec §3 payment methods from /order/pay-type; one that is not configured is shown but cannot be chosen. */
export function PayMethodPicker({ methods, value, onChange }: PayMethodPickerProps) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const nameOf = (m: PayMethod) => {
    const label = (PAYMENT_METHOD_LABELS as Record<number, (typeof PAYMENT_METHOD_LABELS)[1]>)[m.payType];
    const name = label ? i18n._(label) : m.name;
    return m.configured ? name : t`${name} (not configured)`;
  };
  return (
    <FormControl>
      <FormLabel id={labelId}>{t`Payment method`}</FormLabel>
      <RadioGroup aria-labelledby={labelId} value={value === undefined ? "" : String(value)} onChange={(e) => onChange(Number(e.target.value))} data-testid="pay-methods">
        {methods.map((m) => (
          <FormControlLabel key={m.payType} value={String(m.payType)} control={<Radio />} label={nameOf(m)} disabled={!m.configured} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
