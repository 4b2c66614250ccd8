import { useLingui } from "@lingui/react/macro";
import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import InputAdornment from "@mui/material/InputAdornment";
import InputLabel from "@mui/material/InputLabel";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { DEV_TYPE, type DevType } from "@vms/api-client";
import { memo, useId } from "react";
import { devTypeMessages } from "@/entities/device";
import { SitePicker } from "@/entities/site";
import type { DevicesSearch, StatusFilter } from "../model/devices-search";
import { useDebouncedText } from "../model/use-debounced-text";

const TYPES = Object.values(DEV_TYPE) as DevType[];

export interface DeviceFiltersProps {
  search: DevicesSearch;
  /** A filter changed: the page goes back to 1. */
  onChange: (patch: Partial<DevicesSearch>) => void;
}

const sameFilters = (a: DeviceFiltersProps, b: DeviceFiltersProps) =>
  a.onChange === b.onChange &&
  a.search.site === b.search.site &&
  a.search.status === b.search.status &&
  a.search.q === b.search.q &&
  (a.search.types ?? []).join() === (b.search.types ?? []).join();

/**
 * Site (with sub-sites), types, status and name/SN search of the asset page (spec §2). Memoised on
 * the filter values: new rows or an opened detail do not render the filters again.
 */
export const DeviceFilters = memo(function DeviceFilters({ search, onChange }: DeviceFiltersProps) {
  const { t, i18n } = useLingui();
  const typesId = useId();
  const statusId = useId();
  const [text, setText] = useDebouncedText(search.q ?? "", (q) => onChange({ q: q.trim() || undefined }));
  const statusLabels: Record<StatusFilter | "all", string> = { all: t`All`, online: t`Online`, offline: t`Offline`, unknown: t`Unknown` };
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={2} role="search" aria-label={t`Device filters`}>
      <Box sx={{ minWidth: 240 }}>
        <SitePicker value={search.site ?? null} onChange={(site) => onChange({ site: site ?? undefined })} label={t`Site`} allowAll size="small" testId="filter-site" />
      </Box>
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id={typesId}>{t`Type`}</InputLabel>
        <Select<DevType[]>
          multiple
          labelId={typesId}
          label={t`Type`}
          value={search.types ?? []}
          onChange={(event) => {
            const value = event.target.value;
            const types = (typeof value === "string" ? value.split(",").map(Number) : value) as DevType[];
            onChange({ types: types.length ? types : undefined });
          }}
          renderValue={(selected) => selected.map((type) => i18n._(devTypeMessages[type])).join(", ")}
          data-testid="filter-types"
        >
          {TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              <Checkbox size="small" checked={search.types?.includes(type) ?? false} />
              <ListItemText primary={i18n._(devTypeMessages[type])} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 140 }}>
        <InputLabel id={statusId}>{t`Status`}</InputLabel>
        <Select<StatusFilter | "all">
          labelId={statusId}
          label={t`Status`}
          value={search.status ?? "all"}
          onChange={(event) => onChange({ status: event.target.value === "all" ? undefined : (event.target.value as StatusFilter) })}
          data-testid="filter-status"
        >
          {(["all", "online", "offline", "unknown"] as const).map((value) => (
            <MenuItem key={value} value={value}>
              {statusLabels[value]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <TextField
        size="small"
        type="search"
        label={t`Name or SN`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ minWidth: 240 }}
        slotProps={{
          htmlInput: { "data-testid": "filter-search", maxLength: 64 },
          input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
        }}
      />
    </Stack>
  );
}, sameFilters);
