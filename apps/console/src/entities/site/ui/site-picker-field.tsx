import { useLingui } from "@lingui/react/macro";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { lazy, Suspense, useRef, useState } from "react";
import type { SitePickerOption } from "../model/site-picker-options";
import { useSitePickerOptions } from "../model/use-site-picker-options";
import { ListboxScrollContext } from "./listbox-scroll-context";
import { SITE_PICKER_VIRTUAL_FROM, type SitePickerProps } from "./site-picker-props";
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

export interface SitePickerFieldProps extends SitePickerProps {
  /** Focuses the input on mount (it replaces the plain field the user just focused). */
  autoFocus?: boolean;
  /** Opens the list on that first focus (the plain field was clicked). */
  openOnMount?: boolean;
}

const keyOf = (option: SitePickerOption) => option.siteId ?? "all";

/**
 * A tree-shaped site select (spec §1 site tree): sites indented by depth, searchable by name,
 * disabled below `minRole`, virtualized when there are many sites. Loaded when the picker is first
 * used (see `SitePicker`).
 */
export function SitePickerField({ value, onChange, label, minRole, allowAll, allLabel, size, disabled, error, helperText, required, testId = "site-picker", autoFocus, openOnMount = false }: SitePickerFieldProps) {
  const { t } = useLingui();
  const { options, selected, isPending } = useSitePickerOptions({ value, minRole, allowAll, allLabel });
  // Only the first focus opens the list: later ones behave as any Autocomplete.
  const [openOnFocus, setOpenOnFocus] = useState(openOnMount);
  const scrollTo = useRef<((key: string) => void) | null>(null);
  const virtual = options.length >= SITE_PICKER_VIRTUAL_FROM;

  return (
    <ListboxScrollContext value={scrollTo}>
      <Autocomplete
        options={options}
        value={selected}
        onChange={(_event, option) => onChange(option?.siteId ?? null)}
        openOnFocus={openOnFocus}
        onClose={() => setOpenOnFocus(false)}
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
        renderInput={(params) => <TextField {...params} label={label} error={error} helperText={helperText} required={required} autoFocus={autoFocus} />}
      />
    </ListboxScrollContext>
  );
}
