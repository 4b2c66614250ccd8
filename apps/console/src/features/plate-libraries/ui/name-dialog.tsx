import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { checkName } from "@vms/api-client";
import { useId } from "react";
import { nameProblemMessages } from "@/shared/lib/form-messages";
import { fieldErrors, setSubmitErrors, submitForm, useAppForm } from "@/shared/ui";
import { inlinePlateError } from "../model/plate-server-errors";

export interface NameDialogProps {
  open: boolean;
  title: string;
  label: string;
  initialName: string;
  onClose: () => void;
  /** Saves the trimmed name; a failure with an inline message stays in the dialog. */
  onSave: (name: string) => Promise<unknown>;
  testId: string;
}

/** One-field dialog naming a plate library or a label (spec §5: not empty, no forbidden characters, no duplicates). */
export function NameDialog(props: NameDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      {props.open && <NameForm {...props} titleId={titleId} />}
    </Dialog>
  );
}

function NameForm({ title, label, initialName, onClose, onSave, testId, titleId }: NameDialogProps & { titleId: string }) {
  const { t } = useLingui();
  const form = useAppForm({
    defaultValues: { name: initialName },
    validators: {
      onSubmit: ({ value }) => {
        const problem = checkName(value.name, 32);
        return fieldErrors({ name: problem ? nameProblemMessages[problem] : undefined });
      },
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await onSave(value.name.trim());
        onClose();
      } catch (error) {
        const shown = inlinePlateError(error);
        if (shown) setSubmitErrors(formApi, { [shown.field === "name" ? "name" : "form"]: shown.message });
      }
    },
  });
  return (
    <form noValidate onSubmit={submitForm(form)} data-testid={testId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <form.AppForm>
          <form.MessageAlert sx={{ mb: 2 }} />
        </form.AppForm>
        <form.AppField name="name">{(f) => <f.TextField label={label} fullWidth autoFocus margin="dense" required />}</form.AppField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <form.AppForm>
          <form.SubmitButton variant="contained">{t`Save`}</form.SubmitButton>
        </form.AppForm>
      </DialogActions>
    </form>
  );
}
