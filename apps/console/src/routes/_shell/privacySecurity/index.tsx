import { useLingui } from "@lingui/react/macro";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import { createFileRoute, Link } from "@tanstack/react-router";
import { RES } from "@vms/permissions";
import { Permission } from "@/entities/permission";
import { Page } from "@/shared/ui";

export const Route = createFileRoute("/_shell/privacySecurity/")({
  component: PrivacySecurityPage,
});

/** Privacy and security (spec §2): the pages of this section the user may open. */
function PrivacySecurityPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Privacy and security`}>
      <Paper variant="outlined">
        <List aria-label={t`Privacy and security`}>
          <Permission codes={[RES.SYSTEM_OPLOG_QRY]}>
            <ListItem disablePadding>
              <ListItemButton component={Link} to="/privacySecurity/operation-logs">
                <ListItemText primary={t`Operation logs`} />
              </ListItemButton>
            </ListItem>
          </Permission>
          <Permission codes={[RES.SYSTEM_LOGINLOG_QRY]}>
            <ListItem disablePadding>
              <ListItemButton component={Link} to="/privacySecurity/personal-logs" data-testid="personal-logs-link">
                <ListItemText primary={t`Login logs`} />
              </ListItemButton>
            </ListItem>
          </Permission>
          <ListItem disablePadding>
            <ListItemButton component={Link} to="/privacySecurity/mfa-config">
              <ListItemText primary={t`Multi-factor authentication`} />
            </ListItemButton>
          </ListItem>
        </List>
      </Paper>
    </Page>
  );
}
