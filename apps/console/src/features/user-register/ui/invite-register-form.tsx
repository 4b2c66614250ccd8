import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import Stack from "@mui/material/Stack";
import { catalogueEntry, INVITE_KIND, toApiError, type MessageDescriptor } from "@vms/api-client";
import { fieldErrors, setSubmitErrors, submitForm, useAppForm, PasswordRuleHints } from "@/shared/ui";
import { useActivateInviteMutation } from "../api/activate-invite";
import type { InviteCheck } from "../api/check-invite";
import { validateRegister, type RegisterValues } from "../model/validate-register";

const failedMessage = msg`The registration failed. Please try again.`;

export interface InviteRegisterFormProps {
  inviteId: string;
  uuid: string;
  invite: InviteCheck;
  onDone: () => void;
}

/** Name and password (and, for a company invitation, the organization name) of the invitee. */
export function InviteRegisterForm({ inviteId, uuid, invite, onDone }: InviteRegisterFormProps) {
  const { t } = useLingui();
  const activate = useActivateInviteMutation();
  const company = invite.kind === INVITE_KIND.COMPANY;
  const defaultValues: RegisterValues = { userName: "", orgName: "", password: "", confirm: "" };
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: ({ value }) => fieldErrors(validateRegister(value, company)) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await activate.mutateAsync({ inviteId, uuid, userName: value.userName.trim(), password: value.password, ...(company ? { orgName: value.orgName.trim() } : {}) });
        onDone();
      } catch (error) {
        const entry = catalogueEntry(toApiError(error).code);
        const message: MessageDescriptor | undefined = entry?.message;
        setSubmitErrors(formApi, { form: message ?? failedMessage });
      }
    },
  });
  const text = (name: keyof RegisterValues, label: string, type = "text", autoComplete = "off") => (
    <form.AppField name={name}>
      {(f) => <f.TextField fullWidth required type={type} label={label} autoComplete={autoComplete} slotProps={{ htmlInput: { "data-testid": `register-${name}` } }} />}
    </form.AppField>
  );
  return (
    <form noValidate onSubmit={submitForm(form)} data-testid="invite-register-form" aria-label={t`Registration`}>
      <Stack spacing={2}>
        <form.AppForm>
          <form.MessageAlert data-testid="invite-register-error" />
        </form.AppForm>
        {company && text("orgName", t`Organization name`, "text", "organization")}
        {text("userName", t`Your name`, "text", "name")}
        {text("password", t`Password`, "password", "new-password")}
        <form.Subscribe selector={(s) => s.values.password}>{(password) => <PasswordRuleHints password={password} />}</form.Subscribe>
        {text("confirm", t`Confirm password`, "password", "new-password")}
        <form.AppForm>
          <form.SubmitButton variant="contained" data-testid="invite-register-submit">
            {company ? t`Register organization` : t`Activate account`}
          </form.SubmitButton>
        </form.AppForm>
      </Stack>
    </form>
  );
}
