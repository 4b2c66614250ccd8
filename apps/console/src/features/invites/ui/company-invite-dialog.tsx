import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { catalogueEntry, toApiError } from "@vms/api-client";
import { fieldErrors, setSubmitErrors, submitForm, useAppForm } from "@/shared/ui";
import { useSendInviteMutation } from "../api/send-invite";
import { toCompanyInviteRequest, validateCompanyInvite } from "../model/invite-form";

/**
 * Invites a new organization (issue 28, spec §2 /company-register, §4 invitations): the mail's link
 * opens the company registration page, where the invitee names the organization and becomes its
 * administrator. Administrators only, as the server requires.
 */
export function CompanyInviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="company-invite-title">
      {open && <CompanyInviteForm onClose={onClose} />}
    </Dialog>
  );
}

function CompanyInviteForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const send = useSendInviteMutation();
  const form = useAppForm({
    defaultValues: { email: "" },
    validators: { onSubmit: ({ value }) => fieldErrors(validateCompanyInvite(value)) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const request = toCompanyInviteRequest(value);
        // The send mutation says it went ("An invitation was sent to …"), as for a user's invitation.
        await send.mutateAsync(request);
        onClose();
      } catch (error) {
        const entry = catalogueEntry(toApiError(error).code);
        if (entry) setSubmitErrors(formApi, { form: entry.message });
      }
    },
  });
  return (
    <form noValidate onSubmit={submitForm(form)} data-testid="company-invite-form">
      <DialogTitle id="company-invite-title">{t`Invite an organization`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{t`The invitee gets a link to register a new organization and becomes its administrator.`}</DialogContentText>
          <form.AppForm>
            <form.MessageAlert data-testid="company-invite-error" />
          </form.AppForm>
          <form.AppField name="email">
            {(f) => <f.TextField fullWidth required autoFocus type="email" label={t`E-mail`} slotProps={{ htmlInput: { maxLength: 254, "data-testid": "company-invite-email" } }} />}
          </form.AppField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <form.AppForm>
          <form.SubmitButton variant="contained" data-testid="company-invite-send">
            {t`Send invitation`}
          </form.SubmitButton>
        </form.AppForm>
      </DialogActions>
    </form>
  );
}
