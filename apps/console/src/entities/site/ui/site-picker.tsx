import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import TextField from "@mui/material/TextField";
import { useRef, useState } from "react";
import { useSitePickerOptions } from "../model/use-site-picker-options";
import type { SitePickerField } from "./site-picker-field";
import type { SitePickerProps } from "./site-picker-props";

export { SITE_PICKER_VIRTUAL_FROM, type SitePickerProps } from "./site-picker-props";

// Fetched on first use. Not React.lazy: its first render suspends even when the chunk is there, and
// the Suspense fallback would replace the focused plain field, losing the focus.
const loadField = () => import("./site-picker-field").then((m) => m.SitePickerField);

/**
 * The closed picker as a plain field: the chosen site's name, a combobox the user can reach and
 * click. MUI's Autocomplete (about 10 kB gzip and a costly first render) is fetched only when the
 * picker is first pointed at or focused, so pages with a site filter do not carry it on first load.
 */
function ClosedSitePicker({ value, label, minRole, allowAll, allLabel, size, disabled, error, helperText, required, testId = "site-picker", onUse }: SitePickerProps & { onUse?: (open: boolean) => void }) {
  const { selected } = useSitePickerOptions({ value, minRole, allowAll, allLabel });
  // Focus, not the pointer press, swaps in the searchable field: a field swapped in at pointerdown
  // would take the press's mousedown, which toggles its list shut again.
  const pressed = useRef(false);
  return (
    <TextField
      label={label}
      value={selected?.siteName ?? ""}
      size={size}
      disabled={disabled}
      error={error}
      helperText={helperText}
      required={required}
      fullWidth
      data-testid={testId}
      onPointerEnter={() => void loadField().catch(() => undefined)}
      onPointerDown={() => (pressed.current = true)}
      onFocus={() => onUse?.(pressed.current)}
      slotProps={{
        htmlInput: { readOnly: true, role: "combobox", "aria-expanded": false, "aria-haspopup": "listbox", "aria-autocomplete": "list" },
        input: { endAdornment: <ArrowDropDownIcon color={disabled ? "disabled" : "action"} /> },
      }}
    />
  );
}

/**
 * A tree-shaped site select (spec §1 site tree): sites indented by depth, searchable by name,
 * disabled below `minRole`, virtualized when there are many sites. Shown as a plain field until
 * first used; then the searchable list takes its place, focused, and open when it was clicked.
 */
export function SitePicker(props: SitePickerProps) {
  // null until first used; then the searchable field, and whether it opens (a click) or only takes focus.
  const [used, setUsed] = useState<{ Field: typeof SitePickerField; open: boolean } | null>(null);
  // The plain field keeps the focus until the searchable one can take its place; a chunk that
  // failed to arrive is asked for again on the next focus.
  const use = (open: boolean) => void loadField().then((Field) => setUsed((now) => now ?? { Field, open }), () => undefined);
  if (!used) return <ClosedSitePicker {...props} onUse={use} />;
  return <used.Field {...props} autoFocus openOnMount={used.open} />;
}
