import { useLingui } from "@lingui/react/macro";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import type { SiteRoleValue } from "@vms/api-client";
import { lazy, Suspense, useMemo, useRef } from "react";
import { useSiteChoices } from "../api/get-site-choices";
import { sitePickerOptions, type SitePickerOption } from "../model/site-picker-options";
import { ListboxScrollContext } from "./listbox-scroll-context";
import type { ListboxProps } from "./virtual-listbox";

// Only organizations with many sites need it: fetched when such a list first opens.
const LazyVirtualListbox = lazy(() => import("./virtual-listbox").then((m) => ({ default: m.VirtualListbox })));
function VirtualListbox(props: ListboxProps) {
  return (
    <Suspense fallback={null}>
      <LazyVirtualListbox {...props} />
    </Suspense>
  );
}

/** From this many entries on, the list only mounts the options in view. */
export const SITE_PICKER_VIRTUAL_FROM = 100;

export interface SitePickerProps {
  /** The chosen site id; null for none (or "all sites" with `allowAll`). */
  value: string | null;
  onChange: (siteId: string | null) => void;
  /** Translated field label. */
  label: string;
  /** Sites where the caller's role is below this are shown but disabled. */
  minRole?: SiteRoleValue;
  /** Offers a first "all sites" entry standing for null. */
  allowAll?: boolean;
  /** Translated label of that entry; "All sites" by default. */
  allLabel?: string;
  size?: "small" | "medium";
  disabled?: boolean;
  /** Marks the field invalid, e.g. with a required-field message in `helperText`. */
  error?: boolean;
  helperText?: string;
  required?: boolean;
  /** data-testid of the field (default "site-picker"). */
  testId?: string;
}

const keyOf = (option: SitePickerOption) => option.siteId ?? "all";

/**
 * A tree-shaped site select (spec §1 site tree): sites indented by depth, searchable by name,
 * disabled below `minRole`, virtualized when there are many sites.
 */
export function SitePicker({ value, onChange, label, minRole, allowAll = false, allLabel, size, disabled, error, helperText, required, testId = "site-picker" }: SitePickerProps) {
  const { t } = useLingui();
  const { data, isPending } = useSiteChoices();
  const allText = allLabel ?? t`All sites`;
  const options = useMemo(
    () => sitePickerOptions({ sites: data?.list ?? [], minRole, allLabel: allowAll ? allText : undefined }),
    [data, minRole, allowAll, allText],
  );
  const selected = options.find((o) => o.siteId === value) ?? null;
  const scrollTo = useRef<((key: string) => void) | null>(null);
  const virtual = options.length >= SITE_PICKER_VIRTUAL_FROM;

  return (
    <ListboxScrollContext value={scrollTo}>
      <Autocomplete
        options={options}
        value={selected}
        onChange={(_event, option) => onChange(option?.siteId ?? null)}
        onHighlightChange={(_event, option, reason) => {
          if (option && reason === "keyboard") scrollTo.current?.(keyOf(option));
        }}
        getOptionLabel={(option) => option.siteName}
        getOptionKey={keyOf}
        getOptionDisabled={(option) => option.disabled}
        isOptionEqualToValue={(a, b) => a.siteId === b.siteId}
        loading={isPending}
        loadingText={t`Loading`}
        noOptionsText={t`No sites`}
        size={size}
        disabled={disabled}
        fullWidth
        data-testid={testId}
        slots={virtual ? { listbox: VirtualListbox } : undefined}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props} data-key={keyOf(option)} data-testid="site-picker-option" style={{ paddingLeft: 16 + option.level * 20, minHeight: 36 }}>
            {option.siteName}
          </li>
        )}
        renderInput={(params) => <TextField {...params} label={label} error={error} helperText={helperText} required={required} />}
      />
    </ListboxScrollContext>
  );
}
