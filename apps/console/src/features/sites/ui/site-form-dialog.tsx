import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import type { Site } from "@vms/api-client";
import { useSiteForm, type SiteFormTarget } from "../model/use-site-form";
import { useLastValue } from "../model/use-last-value";
import { SiteFormFields } from "./site-form-fields";

export interface SiteFormDialogProps {
  /** What to add or edit; null closes the dialog. */
  target: SiteFormTarget | null;
  onClose: () => void;
  onSaved: (site: Site) => void;
}

/** Adds a site or sub-site, or edits one (spec §3 Site, §5 validation, §8 Sites codes inline). */
export function SiteFormDialog({ target, onClose, onSaved }: SiteFormDialogProps) {
  // Keeps the content while the dialog fades out.
  const shown = useLastValue(target);
  return (
    <Dialog open={target !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="site-form-title">
      {shown && <SiteFormContent key={shown.mode === "edit" ? shown.site.siteId : `add-${shown.parent?.siteId ?? "top"}`} target={shown} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function SiteFormContent({ target, onClose, onSaved }: { target: SiteFormTarget; onClose: () => void; onSaved: (site: Site) => void }) {
  const { t, i18n } = useLingui();
  const form = useSiteForm(target, onSaved);
  const title = target.mode === "edit" ? t`Edit site` : target.parent ? t`Add a sub-site to ${target.parent.siteName}` : t`Add site`;
  return (
    <form
      noValidate
      data-testid="site-form"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <DialogTitle id="site-form-title">{title}</DialogTitle>
      <DialogContent>
        {form.formError && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="site-form-error">
            {i18n._(form.formError)}
          </Alert>
        )}
        <SiteFormFields form={form} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button type="submit" variant="contained" loading={form.saving} data-testid="site-form-save">
          {t`Save`}
        </Button>
      </DialogActions>
    </form>
  );
}
