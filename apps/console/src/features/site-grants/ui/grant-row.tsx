import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { allowedChildSiteRoles, SITE_ROLES_BY_RANK, type SiteRole } from "@vms/permissions";
import { memo } from "react";
import { siteRoleLabel, SiteRoleChip } from "@/entities/site";
import type { GrantTreeRow } from "../model/grant-tree";

/** Height of a grant row in pixels (the virtual list relies on it). */
export const GRANT_ROW_HEIGHT = 56;
const INHERIT = "INHERIT";

export interface GrantRowProps {
  row: GrantTreeRow;
  onRole: (siteId: string, role: SiteRole | null) => void;
}

/**
 * One site of a user's grants: indented name, a role select (inherit, or a role not lower than the
 * parent's — spec §5), and the resulting effective role.
 */
export const GrantRow = memo(function GrantRow({ row, onRole }: GrantRowProps) {
  const { t, i18n } = useLingui();
  const allowed = allowedChildSiteRoles(row.parentRole);
  return (
    <Box
      component="li"
      data-testid="grant-row"
      data-site-id={row.siteId}
      sx={{ display: "flex", alignItems: "center", gap: 2, height: GRANT_ROW_HEIGHT, pl: `${8 + row.level * 20}px`, pr: 1, listStyle: "none" }}
    >
      <Typography noWrap sx={{ flex: 1, minWidth: 0 }}>
        {row.siteName}
      </Typography>
      <TextField
        select
        size="small"
        value={row.own ?? INHERIT}
        onChange={(e) => onRole(row.siteId, e.target.value === INHERIT ? null : (e.target.value as SiteRole))}
        error={row.invalid}
        sx={{ width: 220, flexShrink: 0 }}
        slotProps={{ select: { SelectDisplayProps: { "aria-label": t`Role on ${row.siteName}` } } }}
      >
        <MenuItem value={INHERIT}>{row.parentRole ? t`Inherit from the parent site` : t`No own role`}</MenuItem>
        {SITE_ROLES_BY_RANK.map((role) => (
          <MenuItem key={role} value={role} disabled={!allowed.includes(role)}>
            {i18n._(siteRoleLabel(role))}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ width: 150, flexShrink: 0, display: "flex", justifyContent: "flex-end" }} data-testid="grant-effective">
        <SiteRoleChip role={row.effective} />
      </Box>
    </Box>
  );
});
