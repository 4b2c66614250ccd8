import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import type { SiteTreeNode } from "@vms/api-client";
import { useSiteUsers } from "../api/get-site-users";
import { useUserChoices } from "../api/get-user-choices";
import { useLastValue } from "../model/use-last-value";
import { SiteUsersEditorBody } from "./site-users-editor-body";

export interface SiteUsersDialogProps {
  site: SiteTreeNode | null;
  onClose: () => void;
}

/**
 * "Manage users" (spec §6 site roles, §7 /site/user/put): who has which role on the site. Loads
 * the site's users, the parent's (for inherited roles) and the organization's users first.
 */
export function SiteUsersDialog({ site, onClose }: SiteUsersDialogProps) {
  const { t } = useLingui();
  const shown = useLastValue(site);
  const open = site !== null;
  const siteUsers = useSiteUsers(shown?.siteId ?? null, { enabled: open });
  const parentUsers = useSiteUsers(shown?.parentId ?? null, { enabled: open, quiet: true });
  const choices = useUserChoices(open);
  // The parent's users are optional: a site admin below may not read them.
  const ready = siteUsers.isSuccess && choices.isSuccess && (!shown?.parentId || !parentUsers.isPending);
  const failed = siteUsers.isError || choices.isError;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="site-users-title" data-testid="site-users-dialog">
      <DialogTitle id="site-users-title">{t`Users of ${shown?.siteName ?? ""}`}</DialogTitle>
      {shown && ready ? (
        <SiteUsersEditorBody
          key={shown.siteId}
          site={shown}
          siteUsers={siteUsers.data.list}
          parentUsers={parentUsers.data?.list}
          choices={choices.data.list}
          onClose={onClose}
        />
      ) : (
        <>
          <DialogContent>
            {failed ? (
              <Alert severity="warning">{t`The users could not be loaded.`}</Alert>
            ) : (
              <Stack sx={{ alignItems: "center", py: 3 }}>
                <CircularProgress size={28} />
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t`Cancel`}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
