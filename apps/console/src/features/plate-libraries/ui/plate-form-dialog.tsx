import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import type { Plate, PlateGroup, PlateLabel } from "@vms/api-client";
import { useId } from "react";
import { fieldErrors, setSubmitErrors, submitForm, useAppForm } from "@/shared/ui";
import { useSavePlateMutation } from "../api/save-plate";
import { plateFormValues, toPlateRequest, validatePlateForm } from "../model/plate-form";
import { inlinePlateError } from "../model/plate-server-errors";
import { PlateFormFields } from "./plate-form-fields";

export interface PlateFormTarget {
  groupId: string;
  plate?: Plate;
}

/** Adds or edits a plate (spec §3 Plate record; 33056 under the number, 33058 above the form). */
export function PlateFormDialog({ target, groups, labels, onClose }: { target: PlateFormTarget | null; groups: PlateGroup[]; labels: PlateLabel[]; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={target !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {target && <PlateForm key={target.plate?.plateId ?? "new"} target={target} groups={groups} labels={labels} onClose={onClose} titleId={titleId} />}
    </Dialog>
  );
}

function PlateForm({ target, groups, labels, onClose, titleId }: { target: PlateFormTarget; groups: PlateGroup[]; labels: PlateLabel[]; onClose: () => void; titleId: string }) {
  const { t } = useLingui();
  const save = useSavePlateMutation();
  const form = useAppForm({
    defaultValues: plateFormValues(target.groupId, target.plate),
    validators: { onSubmit: ({ value }) => fieldErrors(validatePlateForm(value)) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save.mutateAsync(toPlateRequest(value, target.plate?.plateId));
        onClose();
      } catch (error) {
        const shown = inlinePlateError(error);
        if (shown) setSubmitErrors(formApi, { [shown.field === "plateNumber" ? "plateNumber" : "form"]: shown.message });
      }
    },
  });
  return (
    <form noValidate onSubmit={submitForm(form)} data-testid="plate-form">
      <DialogTitle id={titleId}>{target.plate ? t`Edit plate` : t`Add plate`}</DialogTitle>
      <DialogContent>
        <form.AppForm>
          <form.MessageAlert sx={{ mb: 2 }} />
        </form.AppForm>
        <PlateFormFields form={form} groups={groups} labels={labels} />
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
