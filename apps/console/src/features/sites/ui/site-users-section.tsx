import { useLingui } from "@lingui/react/macro";
import ManageAccountsOutlined from "@mui/icons-material/ManageAccountsOutlined";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import MuiLink from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { createLink } from "@tanstack/react-router";
import { Permission } from "@/entities/permission";
import { SiteRoleChip } from "@/entities/site";
import { useSiteUsers } from "../api/get-site-users";
import { FetchingBar } from "@/shared/ui";

/** MUI's link, typed and routed by TanStack Router. */
const UserLink = createLink(MuiLink);

export interface SiteUsersSectionProps {
  siteId: string;
  /** Opens the "manage users" dialog; absent without the right to change grants. */
  onManage?: () => void;
}

/** The users with a role on the site (spec §6 site roles), inherited ones marked. */
export function SiteUsersSection({ siteId, onManage }: SiteUsersSectionProps) {
  const { t } = useLingui();
  const { data, isFetching } = useSiteUsers(siteId);
  const users = data?.list ?? [];
  return (
    <Paper variant="outlined" data-testid="site-users">
      <Stack direction="row" sx={{ px: 2, pt: 1.5, alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="subtitle1" component="h3">
          {t`Users`}
        </Typography>
        {onManage && (
          <Button size="small" startIcon={<ManageAccountsOutlined />} onClick={onManage} data-testid="manage-site-users">
            {t`Manage users`}
          </Button>
        )}
      </Stack>
      <FetchingBar active={isFetching} sx={{ mt: 1 }} />
      <List dense aria-label={t`Users of the site`}>
        {users.map((user) => (
          <ListItem
            key={user.userId}
            data-testid="site-user-row"
            secondaryAction={
              <Stack direction="row" spacing={1}>
                {user.inherited && <Chip size="small" variant="outlined" label={t`Inherited`} data-testid="site-user-inherited" />}
                <SiteRoleChip role={user.role} />
              </Stack>
            }
          >
            <ListItemText
              primary={
                // The user's detail page edits their roles on every site (spec §2, vms_account_invite_qry).
                <Permission codes={["vms_account_invite_qry"]} fallback={user.userName}>
                  <UserLink to="/orgManagement/user/detail" search={{ userId: user.userId }} data-testid="site-user-link">
                    {user.userName}
                  </UserLink>
                </Permission>
              }
              secondary={user.email}
            />
          </ListItem>
        ))}
        {data && users.length === 0 && (
          <ListItem>
            <ListItemText secondary={t`Only administrators can use this site so far.`} data-testid="site-users-empty" />
          </ListItem>
        )}
      </List>
    </Paper>
  );
}
