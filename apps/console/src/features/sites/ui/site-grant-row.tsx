import { useLingui } from "@lingui/react/macro";
import Close from "@mui/icons-material/Close";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import type { SiteRole } from "@vms/permissions";
import type { GrantRow } from "../model/site-user-grants";
import { SiteRoleSelect } from "./site-role-select";

export interface SiteGrantRowProps {
  row: GrantRow;
  onRole: (userId: string, role: SiteRole) => void;
  onRemove: (userId: string) => void;
}

/** One user in the "manage users" dialog: name, role select (lower than the parent disabled), remove. */
export function SiteGrantRow({ row, onRole, onRemove }: SiteGrantRowProps) {
  const { t } = useLingui();
  const name = row.userName || row.email;
  return (
    <ListItem disableGutters data-testid="site-grant-row" data-user-id={row.userId} sx={{ gap: 1, flexWrap: "wrap" }}>
      <ListItemText primary={name} secondary={row.email} sx={{ minWidth: 160 }} />
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        {!row.own && <Chip size="small" variant="outlined" label={t`Inherited`} />}
        <SiteRoleSelect value={row.role} parentRole={row.parentRole} onChange={(role) => onRole(row.userId, role)} label={t`Role of ${name}`} />
        <IconButton aria-label={t`Remove ${name}`} disabled={!row.own} onClick={() => onRemove(row.userId)} data-testid="remove-site-grant">
          <Close fontSize="small" />
        </IconButton>
      </Stack>
    </ListItem>
  );
}
