import { useLingui } from "@lingui/react/macro";
import Stack from "@mui/material/Stack";
import { toApiError } from "@vms/api-client";
import { USER_TYPE } from "@vms/permissions";
import { showApiError } from "@/shared/api";
import { sessionStore, useSession } from "@/shared/session";
import { fieldErrors, FormDialog, FormDialogFrame, setSubmitErrors, useAppForm } from "@/shared/ui";
import { useBindDeviceMutation } from "../api/bind-device";
import { bindHintAdminMessage, bindHintUserMessage } from "../model/device-form-messages";
import { bindFailure, toBindRequest, validateBind, type BindValues } from "../model/device-form";
import { DeviceSiteField } from "./device-site-field";

export interface BindDeviceDialogProps {
  open: boolean;
  /** The site chosen in the filters, proposed as the device's site. */
  initialSiteId: string | null;
  onClose: () => void;
}

/** Add (bind) a device by SN and security code to a site the caller administers (spec §2, §6, §7). */
export function BindDeviceDialog({ open, initialSiteId, onClose }: BindDeviceDialogProps) {
  return (
    <FormDialog item={open ? { initialSiteId } : null} itemKey={() => "bind"} onClose={onClose} maxWidth="sm">
      {(item, titleId) => <BindDeviceForm initialSiteId={item.initialSiteId} titleId={titleId} onClose={onClose} />}
    </FormDialog>
  );
}

/** A failure keeps every value, so a mistyped code is corrected rather than typed again. */
function BindDeviceForm({ initialSiteId, titleId, onClose }: Omit<BindDeviceDialogProps, "open"> & { titleId: string }) {
  const { t, i18n } = useLingui();
  const mutation = useBindDeviceMutation();
  const userType = useSession()?.user.type;
  const defaultValues: BindValues = { sn: "", securityCode: "", siteId: initialSiteId, name: "" };
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: ({ value }) => fieldErrors(validateBind(value)) },
    onSubmit: async ({ value, formApi }) => {
      if (!value.siteId) return;
      try {
        await mutation.mutateAsync(toBindRequest({ ...value, siteId: value.siteId }));
        onClose();
      } catch (e) {
        const error = toApiError(e);
        const inline = bindFailure(error.code, sessionStore.get()?.user.type);
        if (inline) setSubmitErrors(formApi, inline);
        else showApiError(error);
      }
    },
  });
  const text = { required: true, autoComplete: "off", fullWidth: true, helperText: " " };
  const testId = (field: string) => ({ htmlInput: { "data-testid": `bind-${field}` } });
  return (
    <FormDialogFrame form={form} titleId={titleId} title={t`Add device`} onCancel={onClose} submitLabel={t`Add`} submitTestId="bind-submit" messageTestId="bind-error">
      <Stack spacing={1} sx={{ pt: 1 }}>
        <form.AppField name="sn">
          {(field) => (
            <field.TextField {...text} label={t`Serial number (SN)`} helperText={i18n._(userType === USER_TYPE.ADMIN ? bindHintAdminMessage : bindHintUserMessage)} slotProps={testId("sn")} />
          )}
        </form.AppField>
        <form.AppField name="securityCode">{(field) => <field.TextField {...text} label={t`Security code`} slotProps={testId("securityCode")} />}</form.AppField>
        <form.AppField name="siteId">{() => <DeviceSiteField testId="bind-site" />}</form.AppField>
        <form.AppField name="name">{(field) => <field.TextField {...text} required={false} label={t`Device name (optional)`} slotProps={testId("name")} />}</form.AppField>
      </Stack>
    </FormDialogFrame>
  );
}
