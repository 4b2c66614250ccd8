import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useId, type FormEvent } from "react";
import { SitePicker } from "@/entities/site";
import { useSession } from "@/shared/session";
import { bindHintAdminMessage, bindHintUserMessage } from "../model/device-form-messages";
import { useBindForm, type BindValues } from "../model/use-bind-form";

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

function BindDeviceForm({ initialSiteId, onClose }: Omit<BindDeviceDialogProps, "open">) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const form = useBindForm(initialSiteId, onClose);
  const userType = useSession()?.user.type;
  const text = (field: Exclude<keyof BindValues, "siteId">, label: string, extra: { required?: boolean; helper?: string } = {}) => {
    const error = form.errors[field];
    return (
      <TextField
        name={field}
        label={label}
        value={form.values[field]}
        onChange={(event) => form.setField(field, event.target.value)}
        error={Boolean(error)}
        helperText={error ? i18n._(error) : (extra.helper ?? " ")}
        required={extra.required}
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { "data-testid": `bind-${field}` } }}
      />
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <>
      <DialogTitle>{t`Add device`}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={formId} noValidate onSubmit={onSubmit} spacing={1} sx={{ pt: 1 }} aria-label={t`Add device`}>
          {form.errors.form && (
            <Alert severity="error" data-testid="bind-error">
              {i18n._(form.errors.form)}
            </Alert>
          )}
          {text("sn", t`Serial number (SN)`, { required: true, helper: i18n._(userType === 1 ? bindHintAdminMessage : bindHintUserMessage) })}
          {text("securityCode", t`Security code`, { required: true })}
          <SitePicker
            value={form.values.siteId}
            onChange={(siteId) => form.setField("siteId", siteId)}
            label={t`Site`}
            minRole="SITE_ADMIN"
            required
            error={Boolean(form.errors.siteId)}
            helperText={form.errors.siteId ? i18n._(form.errors.siteId) : " "}
            testId="bind-site"
          />
          {text("name", t`Device name (optional)`)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button type="submit" form={formId} variant="contained" loading={form.saving} data-testid="bind-submit">
          {t`Add`}
        </Button>
      </DialogActions>
    </>
  );
}
