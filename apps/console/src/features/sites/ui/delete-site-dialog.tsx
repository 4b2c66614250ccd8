import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import type { SiteTreeNode } from "@vms/api-client";
import { useDeleteSite } from "../model/use-delete-site";
import { useLastValue } from "../model/use-last-value";

export interface DeleteSiteDialogProps {
  site: SiteTreeNode | null;
  onClose: () => void;
  onDeleted: (site: SiteTreeNode) => void;
}

/** Asks before a site is deleted; a refusal (33821 sub-sites, 33022 devices) is shown in the dialog. */
export function DeleteSiteDialog({ site, onClose, onDeleted }: DeleteSiteDialogProps) {
  const { t, i18n } = useLingui();
  const shown = useLastValue(site);
  const deletion = useDeleteSite(onDeleted);
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <Dialog open={site !== null} onClose={close} maxWidth="xs" fullWidth data-testid="delete-site-dialog">
      <DialogTitle>{t`Delete ${shown?.siteName ?? ""}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t`The site is deleted for everyone. This cannot be undone.`}</DialogContentText>
        {deletion.error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="delete-site-error">
            {i18n._(deletion.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t`Cancel`}</Button>
        <Button color="error" variant="contained" loading={deletion.deleting} onClick={() => shown && void deletion.confirm(shown)} data-testid="confirm-delete-site">
          {t`Delete`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
