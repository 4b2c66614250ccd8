import { useLingui } from "@lingui/react/macro";
import Stack from "@mui/material/Stack";
import type { EventDict, TargetType } from "@vms/api-client";
import { BrandPicker, useVocabulary } from "@/entities/event-labels";
import { MultiSelect } from "./multi-select";

export interface AttributeFiltersProps {
  dict: EventDict;
  target: TargetType;
  value: Record<string, Array<string | number>>;
  onChange: (value: Record<string, Array<string | number>>) => void;
}

/** The attribute filters that fit the chosen target (spec §2, §3 vocabularies); brands by name with type-ahead. */
export function AttributeFilters({ dict, target, value, onChange }: AttributeFiltersProps) {
  const { t } = useLingui();
  const vocabulary = useVocabulary();
  const attributes = dict.targetTypes.find((tt) => tt.targetType === target)?.attributes ?? [];
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap" }} role="group" aria-label={t`Attribute filters`}>
      {attributes.map((attribute) =>
        attribute.kind === "range" ? (
          <BrandPicker
            key={attribute.key}
            label={vocabulary.attributeName(attribute.key)}
            value={(value[attribute.key] ?? []).filter((v): v is number => typeof v === "number")}
            onChange={(codes) => onChange({ ...value, [attribute.key]: codes })}
            testId={`filter-attr-${attribute.key}`}
            minWidth={220}
          />
        ) : (
          <MultiSelect
            key={attribute.key}
            label={vocabulary.attributeName(attribute.key)}
            options={attribute.values}
            value={value[attribute.key] ?? []}
            onChange={(values) => onChange({ ...value, [attribute.key]: values })}
            optionLabel={(v) => vocabulary.valueName(attribute.key, v)}
            testId={`filter-attr-${attribute.key}`}
            minWidth={150}
          />
        ),
      )}
    </Stack>
  );
}
