import { useLingui } from "@lingui/react/macro";
import { DateRangeFields } from "@/shared/ui";
import SearchIcon from "@mui/icons-material/Search";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { FormEvent } from "react";
import type { Operator } from "../api/get-operators";
import { opLogModuleLabels } from "../model/op-log-labels";
import { opLogRangeProblem, type OpLogFilterState } from "../model/op-log-filters";

export interface OpLogFiltersProps {
  value: OpLogFilterState;
  onChange: (value: OpLogFilterState) => void;
  onSearch: () => void;
  modules: readonly string[];
  /** The organization's users; null hides the operator filter (one reads only one's own lines). */
  operators: readonly Operator[] | null;
}

/** Filters of the operation log (spec §2): module, operator and a range of at most 31 days. */
export function OpLogFilters({ value, onChange, onSearch, modules, operators }: OpLogFiltersProps) {
  const { t, i18n } = useLingui();
  const set = (patch: Partial<OpLogFilterState>) => onChange({ ...value, ...patch });
  const problem = opLogRangeProblem(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) onSearch();
  };
  const moduleLabel = (module: string) => (opLogModuleLabels[module] ? i18n._(opLogModuleLabels[module]) : module);
  return (
    <Stack component="form" direction="row" spacing={2} useFlexGap role="search" aria-label={t`Operation-log filters`} onSubmit={submit} noValidate sx={{ flexWrap: "wrap", alignItems: "flex-start" }}>
      <TextField
        select
        size="small"
        label={t`Module`}
        value={value.module ?? ""}
        onChange={(e) => set({ module: e.target.value || null })}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { "data-testid": "oplog-filter-module" } as object }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t`All modules`}</MenuItem>
        {modules.map((module) => (
          <MenuItem key={module} value={module}>
            {moduleLabel(module)}
          </MenuItem>
        ))}
      </TextField>
      {operators && (
        <TextField
          select
          size="small"
          label={t`Operator`}
          value={value.userId ?? ""}
          onChange={(e) => set({ userId: e.target.value || null })}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { "data-testid": "oplog-filter-operator" } as object }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t`Everyone`}</MenuItem>
          {operators.map((user) => (
            <MenuItem key={user.userId} value={user.userId}>
              {user.userName ? `${user.userName} (${user.email})` : user.email}
            </MenuItem>
          ))}
        </TextField>
      )}
      <DateRangeFields value={value} onChange={set} problem={problem} testIdPrefix="oplog-filter" />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={problem !== null} data-testid="oplog-search">
        {t`Search`}
      </Button>
    </Stack>
  );
}
