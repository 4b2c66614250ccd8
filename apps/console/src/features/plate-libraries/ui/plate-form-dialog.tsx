import { useLingui } from "@lingui/react/macro";
import type { Plate, PlateGroup, PlateLabel } from "@vms/api-client";
import { fieldErrors, FormDialog, FormDialogFrame, setSubmitErrors, useAppForm } from "@/shared/ui";
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
  return (
    <FormDialog item={target} itemKey={(t) => t.plate?.plateId ?? "new"} onClose={onClose} maxWidth="sm">
      {(item, titleId) => <PlateForm target={item} groups={groups} labels={labels} onClose={onClose} titleId={titleId} />}
    </FormDialog>
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
    <FormDialogFrame form={form} titleId={titleId} title={target.plate ? t`Edit plate` : t`Add plate`} onCancel={onClose} testId="plate-form">
      <PlateFormFields form={form} groups={groups} labels={labels} />
    </FormDialogFrame>
  );
}
