import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog, { type DialogProps } from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { Fragment, useId, type ComponentType, type ReactNode } from "react";
import { FormMessageAlert } from "./form/form-message-alert";
import { FormSubmitButton } from "./form/form-submit-button";
import { submitForm } from "./form/form-errors";

export interface FormDialogProps<T> {
  /** What the dialog edits; null closes it. A new `itemKey` starts a fresh form. */
  item: T | null;
  itemKey: (item: T) => string;
  onClose: () => void;
  maxWidth?: DialogProps["maxWidth"];
  /** The form of `item`; pass `titleId` on to FormDialogFrame. */
  children: (item: T, titleId: string) => ReactNode;
}

/** A dialog holding one add/edit form, remounted per item so no value leaks from the last one. */
export function FormDialog<T>({ item, itemKey, onClose, maxWidth = "xs", children }: FormDialogProps<T>) {
  const titleId = useId();
  return (
    <Dialog open={item !== null} onClose={onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      {item !== null && <Fragment key={itemKey(item)}>{children(item, titleId)}</Fragment>}
    </Dialog>
  );
}

/** What the frame needs of a form made with `useAppForm`. */
interface FramedForm {
  state: { isSubmitting: boolean };
  handleSubmit: () => Promise<void>;
  AppForm: ComponentType<{ children?: ReactNode }>;
}

export interface FormDialogFrameProps {
  form: FramedForm;
  titleId: string;
  title: string;
  onCancel: () => void;
  testId?: string;
  /** The submit button's label: Save unless the form adds something. */
  submitLabel?: string;
  submitTestId?: string;
  messageTestId?: string;
  children: ReactNode;
}

/** The form inside a FormDialog: title, the form-wide message, the fields, Cancel and Save (decision 0004). */
export function FormDialogFrame({ form, titleId, title, onCancel, testId, submitLabel, submitTestId, messageTestId, children }: FormDialogFrameProps) {
  const { t } = useLingui();
  return (
    <form noValidate onSubmit={submitForm(form)} data-testid={testId}>
      <form.AppForm>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FormMessageAlert sx={{ mb: 2 }} data-testid={messageTestId} />
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t`Cancel`}</Button>
          <FormSubmitButton variant="contained" data-testid={submitTestId}>
            {submitLabel ?? t`Save`}
          </FormSubmitButton>
        </DialogActions>
      </form.AppForm>
    </form>
  );
}
