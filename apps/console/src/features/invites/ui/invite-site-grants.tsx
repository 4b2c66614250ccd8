import { useLingui } from "@lingui/react/macro";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { SiteRoleValue } from "@vms/api-client";
import { siteRoleLabel, useSiteChoices } from "@/entities/site";

const ROLES: readonly SiteRoleValue[] = ["SITE_ADMIN", "SITE_VIEWER", "LIVE_ONLY_VIEWER"];

export interface InviteSiteGrantsProps {
  siteIds: readonly string[];
  siteRole: SiteRoleValue;
  onSiteIds: (ids: string[]) => void;
  onSiteRole: (role: SiteRoleValue) => void;
}

/** The sites the invitee will see and their role there (spec §6: sub-users see only assigned sites). */
export function InviteSiteGrants({ siteIds, siteRole, onSiteIds, onSiteRole }: InviteSiteGrantsProps) {
  const { t, i18n } = useLingui();
  const sites = useSiteChoices();
  const toggle = (siteId: string, on: boolean) => onSiteIds(on ? [...siteIds, siteId] : siteIds.filter((id) => id !== siteId));
  return (
    <Stack spacing={1}>
      <TextField select size="small" label={t`Site role`} value={siteRole} onChange={(e) => onSiteRole(e.target.value as SiteRoleValue)} data-testid="invite-site-role">
        {ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {i18n._(siteRoleLabel(role))}
          </MenuItem>
        ))}
      </TextField>
      <FormGroup aria-label={t`Sites`} sx={{ maxHeight: 240, overflow: "auto" }}>
        {sites.data?.list.map((site) => (
          <FormControlLabel
            key={site.siteId}
            sx={{ pl: (site.depth - 1) * 2 }}
            control={<Checkbox size="small" checked={siteIds.includes(site.siteId)} onChange={(e) => toggle(site.siteId, e.target.checked)} slotProps={{ input: { "data-testid": `invite-site-${site.siteName}` } as object }} />}
            label={site.siteName}
          />
        ))}
      </FormGroup>
    </Stack>
  );
}
