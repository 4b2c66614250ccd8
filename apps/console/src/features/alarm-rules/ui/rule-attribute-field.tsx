import { useLingui } from "@lingui/react/macro";
import type { RuleAttributeKey } from "@vms/api-client";
import { BrandPicker, useVocabulary } from "@/entities/event-labels";
import { attributeChoiceOf } from "../model/rule-attributes";
import { MultiSelectField } from "./multi-select-field";

export interface RuleAttributeFieldProps {
  attribute: RuleAttributeKey;
  value: ReadonlyArray<string | number>;
  onChange: (value: Array<string | number>) => void;
}

/** One attribute condition, its values named as event search names them (colours and brands by name). */
export function RuleAttributeField({ attribute, value, onChange }: RuleAttributeFieldProps) {
  const { t } = useLingui();
  const vocabulary = useVocabulary();
  const choice = attributeChoiceOf(attribute);
  const label = vocabulary.attributeName(attribute);
  const testId = `rule-attr-${attribute}`;
  if (choice.kind === "brands") {
    return <BrandPicker label={label} helperText={t`None chosen: any value`} value={value.filter((v): v is number => typeof v === "number")} onChange={onChange} testId={testId} />;
  }
  const options =
    choice.kind === "colours"
      ? vocabulary.colours.map((c) => ({ value: c.code as string | number, label: c.label }))
      : choice.values.map((v) => ({ value: v, label: vocabulary.valueName(attribute, v) }));
  return <MultiSelectField label={label} helperText={t`None chosen: any value`} options={options} value={value} onChange={onChange} testId={testId} />;
}
