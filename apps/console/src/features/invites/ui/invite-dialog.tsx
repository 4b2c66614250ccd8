import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { catalogueEntry, toApiError } from "@vms/api-client";
import { changeField, fieldErrors, fieldMessage, setSubmitErrors, submitForm, useAppForm } from "@/shared/ui";
import { useInviteRoles } from "../api/get-invite-choices";
import { useSendInviteMutation } from "../api/send-invite";
import { useUpdateInviteMutation } from "../api/update-invite";
import { emptyInviteForm, toInviteRequest, validateInviteForm, type InviteFormValues } from "../model/invite-form";
import { InviteSiteGrants } from "./invite-site-grants";
import { roleLabel } from "@/entities/permission";

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  /** A pending invitation to edit (role and site grants, /user-invite/update); absent: a new one. */
  edit?: { inviteId: string; values: InviteFormValues } | undefined;
}

/** Invite by e-mail with a role and site grants (spec §4, §7 /user/invite), or edit a pending invitation. */
export function InviteDialog({ open, onClose, edit }: InviteDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="invite-title">
      {open && <InviteForm onClose={onClose} edit={edit} />}
    </Dialog>
  );
}

function InviteForm({ onClose, edit }: { onClose: () => void; edit: InviteDialogProps["edit"] }) {
  const { t, i18n } = useLingui();
  const roles = useInviteRoles();
  const send = useSendInviteMutation();
  const update = useUpdateInviteMutation();
  const form = useAppForm({
    defaultValues: edit?.values ?? emptyInviteForm(),
    validators: { onSubmit: ({ value }) => fieldErrors(validateInviteForm(value)) },
    onSubmit: async ({ value, formApi }) => {
      try {
        if (edit) {
          const { roleId, grants } = toInviteRequest(value);
          await update.mutateAsync({ inviteId: edit.inviteId, roleId, grants, email: value.email });
        } else await send.mutateAsync(toInviteRequest(value));
        onClose();
      } catch (error) {
        const entry = catalogueEntry(toApiError(error).code);
        if (entry) setSubmitErrors(formApi, { form: entry.message });
      }
    },
  });
  return (
    <form noValidate onSubmit={submitForm(form)} data-testid="invite-form">
      <DialogTitle id="invite-title">{edit ? t`Edit the invitation` : t`Invite a user`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <form.AppForm>
            <form.MessageAlert data-testid="invite-form-error" />
          </form.AppForm>
          <form.AppField name="email">
            {(f) => <f.TextField fullWidth required autoFocus={!edit} disabled={Boolean(edit)} type="email" label={t`E-mail`} slotProps={{ htmlInput: { maxLength: 254, "data-testid": "invite-email" } }} />}
          </form.AppField>
          <form.AppField name="roleId">
            {(f) => {
              const message = fieldMessage(f);
              return (
                <TextField select required label={t`Role`} value={f.state.value} onChange={(e) => changeField(f, e.target.value)} error={Boolean(message)} helperText={message ? i18n._(message) : undefined} data-testid="invite-role">
                  {roles.data?.list.map((role) => (
                    <MenuItem key={role.roleId} value={role.roleId}>
                      {roleLabel(i18n, role.roleName)}
                    </MenuItem>
                  ))}
                </TextField>
              );
            }}
          </form.AppField>
          <form.Subscribe selector={(s) => [s.values.siteIds, s.values.siteRole] as const}>
            {([siteIds, siteRole]) => (
              <InviteSiteGrants siteIds={siteIds} siteRole={siteRole} onSiteIds={(ids) => form.setFieldValue("siteIds", ids)} onSiteRole={(role) => form.setFieldValue("siteRole", role)} />
            )}
          </form.Subscribe>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <form.AppForm>
          <form.SubmitButton variant="contained" data-testid="invite-send">
            {edit ? t`Save` : t`Send invitation`}
          </form.SubmitButton>
        </form.AppForm>
      </DialogActions>
    </form>
  );
}
