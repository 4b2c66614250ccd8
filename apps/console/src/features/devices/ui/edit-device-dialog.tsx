import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { DEVICE_NAME_MAX } from "@vms/api-client";
import { useId } from "react";
import { fieldErrors, useAppForm, submitForm } from "@/shared/ui";
import { useEditDeviceMutation } from "../api/edit-device";
import { validateDeviceEdit, type DeviceEditValues } from "../model/device-form";
import { DeviceSiteField } from "./device-site-field";

/** The device being edited. */
export interface EditedDevice {
  sn: string;
  name: string;
  siteId: string;
}

export interface EditDeviceDialogProps {
  /** The device to edit; the dialog is closed when null. */
  device: EditedDevice | null;
  onClose: () => void;
}

/** Renames a device (spec §5: 0-32 characters, no forbidden characters) or moves it to another site it may manage (§7 /device/edit). */
export function EditDeviceDialog({ device, onClose }: EditDeviceDialogProps) {
  return (
    <Dialog open={device !== null} onClose={onClose} maxWidth="xs" fullWidth>
      {device && <EditForm key={device.sn} device={device} onClose={onClose} />}
    </Dialog>
  );
}

function EditForm({ device, onClose }: { device: EditedDevice; onClose: () => void }) {
  const { t } = useLingui();
  const formId = useId();
  const mutation = useEditDeviceMutation();
  const defaultValues: DeviceEditValues = { name: device.name, siteId: device.siteId };
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: ({ value }) => fieldErrors(validateDeviceEdit(value)) },
    onSubmit: async ({ value: { name, siteId } }) => {
      // Moving is asked only when the site changed; the server checks the role on both sites.
      const move = siteId && siteId !== device.siteId ? { siteId } : {};
      try {
        await mutation.mutateAsync({ sn: device.sn, name, ...move });
        onClose();
      } catch {
        // The API client has shown the failure (spec §8); the dialog stays open with the values.
      }
    },
  });
  return (
    <form.AppForm>
      <DialogTitle>{t`Edit device`}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          noValidate
          onSubmit={submitForm(form)}
          spacing={1}
          aria-label={t`Edit device`}
        >
          <form.AppField name="name">
            {(field) => {
              const count = [...field.state.value].length;
              return (
                <field.TextField
                  autoFocus
                  label={t`Device name`}
                  helperText={t`${count}/${DEVICE_NAME_MAX}`}
                  fullWidth
                  margin="dense"
                  slotProps={{ htmlInput: { "data-testid": "rename-name" } }}
                />
              );
            }}
          </form.AppField>
          <form.AppField name="siteId">{() => <DeviceSiteField testId="edit-device-site" />}</form.AppField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <form.SubmitButton form={formId} variant="contained" data-testid="rename-submit">
          {t`Save`}
        </form.SubmitButton>
      </DialogActions>
    </form.AppForm>
  );
}
