import { useLingui } from "@lingui/react/macro";
import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { EventDict, EventType, TargetType } from "@vms/api-client";
import { useId, type FormEvent } from "react";
import { eventTypeLabels, targetLabels } from "@/entities/event-labels";
import { SitePicker } from "@/entities/site";
import { DateRangeFields } from "@/shared/ui";
import { rangeProblem, type EventFilterState } from "../model/event-filters";
import { AttributeFilters } from "./attribute-filters";
import { CameraPicker } from "./camera-picker";
import { MultiSelect } from "./multi-select";

export interface EventFiltersProps {
  dict: EventDict;
  value: EventFilterState;
  onChange: (value: EventFilterState) => void;
  /** Applies the filters (only when the range is valid). */
  onSearch: () => void;
}

/** The event search filters (spec §2): site, cameras, target with its attributes, types, plate and a range ≤ 31 days. */
export function EventFilters({ dict, value, onChange, onSearch }: EventFiltersProps) {
  const { t, i18n } = useLingui();
  const targetId = useId();
  const set = (patch: Partial<EventFilterState>) => onChange({ ...value, ...patch });
  const problem = rangeProblem(value);
  const types = dict.groups.flatMap((g) => g.types);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) onSearch();
  };
  return (
    <Stack component="form" spacing={2} role="search" aria-label={t`Event filters`} onSubmit={submit} noValidate>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap", alignItems: "flex-start" }}>
        <Box sx={{ minWidth: 220 }}>
          <SitePicker value={value.siteId} onChange={(siteId) => set({ siteId, cameras: [] })} label={t`Site`} allowAll size="small" testId="filter-site" />
        </Box>
        <CameraPicker siteId={value.siteId} value={value.cameras} onChange={(cameras) => set({ cameras })} />
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id={targetId}>{t`Target type`}</InputLabel>
          <Select<TargetType | "all">
            labelId={targetId}
            label={t`Target type`}
            value={value.targetType ?? "all"}
            onChange={(event) => set({ targetType: event.target.value === "all" ? null : (event.target.value as TargetType), attributes: {} })}
            data-testid="filter-target"
          >
            <MenuItem value="all">{t`All targets`}</MenuItem>
            {dict.targetTypes.map(({ targetType }) => (
              <MenuItem key={targetType} value={targetType}>
                {i18n._(targetLabels[targetType])}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <MultiSelect<EventType>
          label={t`Event types`}
          options={types}
          value={value.eventTypes}
          onChange={(eventTypes) => set({ eventTypes })}
          optionLabel={(type) => i18n._(eventTypeLabels[type])}
          testId="filter-event-types"
        />
        <TextField size="small" label={t`Plate`} value={value.plate} onChange={(e) => set({ plate: e.target.value })} slotProps={{ htmlInput: { maxLength: 32, "data-testid": "filter-plate" } }} />
        <DateRangeFields value={value} onChange={set} problem={problem} testIdPrefix="filter" />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={problem !== null} data-testid="event-search-submit">
          {t`Search`}
        </Button>
      </Stack>
      {value.targetType && <AttributeFilters dict={dict} target={value.targetType} value={value.attributes} onChange={(attributes) => set({ attributes })} />}
    </Stack>
  );
}
