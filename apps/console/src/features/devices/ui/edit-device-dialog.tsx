import { useLingui } from "@lingui/react/macro";
import Stack from "@mui/material/Stack";
import { DEVICE_NAME_MAX } from "@vms/api-client";
import { fieldErrors, FormDialog, FormDialogFrame, useAppForm } from "@/shared/ui";
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
    <FormDialog item={device} itemKey={(d) => d.sn} onClose={onClose}>
      {(item, titleId) => <EditForm device={item} titleId={titleId} onClose={onClose} />}
    </FormDialog>
  );
}

function EditForm({ device, titleId, onClose }: { device: EditedDevice; titleId: string; onClose: () => void }) {
  const { t } = useLingui();
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
    <FormDialogFrame form={form} titleId={titleId} title={t`Edit device`} onCancel={onClose} submitTestId="rename-submit">
      <Stack spacing={1}>
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
    </FormDialogFrame>
  );
}
