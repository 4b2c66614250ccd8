import { useLingui } from "@lingui/react/macro";
import Stack from "@mui/material/Stack";
import type { EventDict, TargetType } from "@vms/api-client";
import { attributeLabel, attributeValueLabel } from "../model/event-labels";
import { MultiSelect } from "./multi-select";

export interface AttributeFiltersProps {
  dict: EventDict;
  target: TargetType;
  value: Record<string, Array<string | number>>;
  onChange: (value: Record<string, Array<string | number>>) => void;
}

type Vocabulary = EventDict["targetTypes"][number]["attributes"][number];

/** The values to offer: the closed list, or "other" then every code of a range (brands 1–128). */
const optionsOf = (a: Vocabulary): Array<string | number> =>
  a.kind === "enum" ? a.values : [a.other, ...Array.from({ length: a.max - a.min + 1 }, (_, i) => a.min + i)];

/** The attribute filters that fit the chosen target (spec §2, §3 vocabularies). */
export function AttributeFilters({ dict, target, value, onChange }: AttributeFiltersProps) {
  const { i18n, t } = useLingui();
  const attributes = dict.targetTypes.find((tt) => tt.targetType === target)?.attributes ?? [];
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap" }} role="group" aria-label={t`Attribute filters`}>
      {attributes.map((attribute) => (
        <MultiSelect
          key={attribute.key}
          label={attributeLabel(i18n, attribute.key)}
          options={optionsOf(attribute)}
          value={value[attribute.key] ?? []}
          onChange={(values) => onChange({ ...value, [attribute.key]: values })}
          optionLabel={(v) => attributeValueLabel(i18n, attribute.key, v)}
          testId={`filter-attr-${attribute.key}`}
          minWidth={150}
        />
      ))}
    </Stack>
  );
}
