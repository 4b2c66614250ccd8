import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { toApiError } from "@vms/api-client";
import { USER_TYPE } from "@vms/permissions";
import { useId } from "react";
import { showApiError } from "@/shared/api";
import { sessionStore, useSession } from "@/shared/session";
import { fieldErrors, setSubmitErrors, useAppForm, submitForm } from "@/shared/ui";
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
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      {open && <BindDeviceForm initialSiteId={initialSiteId} onClose={onClose} />}
    </Dialog>
  );
}

/** A failure keeps every value, so a mistyped code is corrected rather than typed again. */
function BindDeviceForm({ initialSiteId, onClose }: Omit<BindDeviceDialogProps, "open">) {
  const { t, i18n } = useLingui();
  const formId = useId();
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
    <form.AppForm>
      <DialogTitle>{t`Add device`}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          noValidate
          onSubmit={submitForm(form)}
          spacing={1}
          sx={{ pt: 1 }}
          aria-label={t`Add device`}
        >
          <form.MessageAlert data-testid="bind-error" />
          <form.AppField name="sn">
            {(field) => (
              <field.TextField {...text} label={t`Serial number (SN)`} helperText={i18n._(userType === USER_TYPE.ADMIN ? bindHintAdminMessage : bindHintUserMessage)} slotProps={testId("sn")} />
            )}
          </form.AppField>
          <form.AppField name="securityCode">{(field) => <field.TextField {...text} label={t`Security code`} slotProps={testId("securityCode")} />}</form.AppField>
          <form.AppField name="siteId">{() => <DeviceSiteField testId="bind-site" />}</form.AppField>
          <form.AppField name="name">{(field) => <field.TextField {...text} required={false} label={t`Device name (optional)`} slotProps={testId("name")} />}</form.AppField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <form.SubmitButton form={formId} variant="contained" data-testid="bind-submit">
          {t`Add`}
        </form.SubmitButton>
      </DialogActions>
    </form.AppForm>
  );
}
