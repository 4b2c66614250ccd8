import { useLingui } from "@lingui/react/macro";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { SiteRole } from "@vms/permissions";
import { siteRoleLabel } from "@/entities/site";
import { roleChoices } from "../model/site-user-grants";

export interface SiteRoleSelectProps {
  value: SiteRole;
  /** What the parent passes down: lower roles are disabled (spec §5). */
  parentRole: SiteRole | null;
  onChange: (role: SiteRole) => void;
  /** Accessible name, e.g. "Role of Pat". */
  label: string;
}

/** A site role select whose roles below the parent's are disabled (allowedChildSiteRoles). */
export function SiteRoleSelect({ value, parentRole, onChange, label }: SiteRoleSelectProps) {
  const { i18n } = useLingui();
  return (
    <TextField
      select
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value as SiteRole)}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { SelectDisplayProps: { "aria-label": label } } }}
      data-testid="site-role-select"
    >
      {roleChoices(parentRole).map(({ role, disabled }) => (
        <MenuItem key={role} value={role} disabled={disabled} data-testid={`site-role-option-${role}`}>
          {i18n._(siteRoleLabel(role))}
        </MenuItem>
      ))}
    </TextField>
  );
}
