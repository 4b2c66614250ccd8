import { useLingui } from "@lingui/react/macro";
import { DateField } from "./date-field";
import type { LocalRange, RangeProblem } from "../lib/local-range";

export interface DateRangeFieldsProps {
  value: LocalRange;
  onChange: (patch: Partial<LocalRange>) => void;
  problem: RangeProblem | null;
  /** Test ids are `${testIdPrefix}-from` and `${testIdPrefix}-to`. */
  testIdPrefix: string;
}

/** The From and To fields of a search range, with what is wrong with it under To. */
export function DateRangeFields({ value, onChange, problem, testIdPrefix }: DateRangeFieldsProps) {
  const { t } = useLingui();
  const rangeMessage = { invalid: t`Enter a start and an end time.`, reversed: t`The end must not be before the start.`, tooLong: t`The range may not exceed 31 days.` };
  return (
    <>
      <DateField size="small" precision="minute" label={t`From`} value={value.from} onChange={(from) => onChange({ from })} error={problem !== null} slotProps={{ htmlInput: { "data-testid": `${testIdPrefix}-from` } }} />
      <DateField
        size="small"
        precision="minute"
        label={t`To`}
        value={value.to}
        onChange={(to) => onChange({ to })}
        error={problem !== null}
        helperText={problem ? rangeMessage[problem] : undefined}
        slotProps={{ htmlInput: { "data-testid": `${testIdPrefix}-to` } }}
      />
    </>
  );
}
