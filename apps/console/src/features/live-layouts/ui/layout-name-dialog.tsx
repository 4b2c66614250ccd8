import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import { useId } from "react";
import { boundProps, submitForm, useAppForm } from "@/shared/ui";
import { validateLayoutName, type LayoutNameValues } from "../model/layout-value";

export interface LayoutNameDialogProps {
  title: string;
  initial: LayoutNameValues;
  onClose: () => void;
  /** Saves; rejects when the server refused (the toast said why), keeping the dialog open. */
  onSave: (values: LayoutNameValues) => Promise<unknown>;
}

/** Name (and default flag) of a layout being saved or renamed (spec §3 Layout, §5 names). */
export function LayoutNameDialog({ title, initial, onClose, onSave }: LayoutNameDialogProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const form = useAppForm({
    defaultValues: initial,
    validators: { onSubmit: ({ value }) => validateLayoutName(value) },
    onSubmit: async ({ value }) => {
      try {
        await onSave({ ...value, name: value.name.trim() });
        onClose();
      } catch {
        // Toasted (spec §8 20057-20064); the typed name stays.
      }
    },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form.AppForm>
        <form noValidate onSubmit={submitForm(form)}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <form.AppField name="name">
              {(f) => <f.TextField label={t`Layout name`} autoFocus fullWidth margin="dense" helperText=" " slotProps={{ htmlInput: { "data-testid": "layout-name" } }} />}
            </form.AppField>
            <form.AppField name="isDefault">
              {(field) => {
                const bound = boundProps<boolean>(field, i18n);
                return <FormControlLabel control={<Checkbox checked={bound.value} onChange={(e) => bound.onChange(e.target.checked)} />} label={t`Open this layout on entry`} />;
              }}
            </form.AppField>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t`Cancel`}</Button>
            <form.SubmitButton variant="contained" data-testid="layout-save-confirm">
              {t`Save`}
            </form.SubmitButton>
          </DialogActions>
        </form>
      </form.AppForm>
    </Dialog>
  );
}
