import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import type { Site } from "@vms/api-client";
import { fieldErrors, setSubmitErrors, useAppForm, submitForm } from "@/shared/ui";
import { useAddSiteMutation } from "../api/add-site";
import { useEditSiteMutation } from "../api/edit-site";
import { emptySiteForm, siteFormValuesOf, toAddRequest, toEditRequest, validateSiteForm, type SiteFormTarget } from "../model/site-form";
import { siteFormError } from "../model/site-server-errors";
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
  const { t } = useLingui();
  const add = useAddSiteMutation();
  const edit = useEditSiteMutation();
  // A failure keeps every typed value.
  const form = useAppForm({
    defaultValues: target.mode === "edit" ? siteFormValuesOf(target.site) : emptySiteForm(),
    validators: { onSubmit: ({ value }) => fieldErrors(validateSiteForm(value)) },
    onSubmit: async ({ value, formApi }) => {
      try {
        onSaved(target.mode === "add" ? await add.mutateAsync(toAddRequest(value, target.parent?.siteId ?? null)) : await edit.mutateAsync(toEditRequest(value, target.site.siteId)));
      } catch (error) {
        // The toast has shown it (spec §8); the dialog repeats the site codes next to the data.
        const shown = siteFormError(error);
        if (shown) setSubmitErrors(formApi, { [shown.field ?? "form"]: shown.message });
      }
    },
  });
  const title = target.mode === "edit" ? t`Edit site` : target.parent ? t`Add a sub-site to ${target.parent.siteName}` : t`Add site`;
  return (
    <form
      noValidate
      data-testid="site-form"
      onSubmit={submitForm(form)}
    >
      <DialogTitle id="site-form-title">{title}</DialogTitle>
      <DialogContent>
        <form.AppForm>
          <form.MessageAlert sx={{ mb: 2 }} data-testid="site-form-error" />
        </form.AppForm>
        <SiteFormFields form={form} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <form.AppForm>
          <form.SubmitButton variant="contained" data-testid="site-form-save">
            {t`Save`}
          </form.SubmitButton>
        </form.AppForm>
      </DialogActions>
    </form>
  );
}
