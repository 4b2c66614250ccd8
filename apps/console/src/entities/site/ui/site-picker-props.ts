import type { SiteRoleValue } from "@vms/api-client";

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
