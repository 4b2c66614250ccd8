import { useLingui } from "@lingui/react/macro";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { checkName } from "@vms/api-client";
import { nameProblemMessages, requiredMessage } from "@/shared/lib/form-messages";
import { fieldErrors, submitForm, useAppForm } from "@/shared/ui";
import { useOrgDetail, type OrgDetail } from "../api/get-org-detail";
import { useUpdateOrgDetailMutation } from "../api/update-org-detail";
import { LogoUpload } from "./logo-upload";

/** Spec §3 Organization: name, address, contact, customer ID (read-only) and logo. */
export function OrgDetailsPanel({ canManage }: { canManage: boolean }) {
  const { t } = useLingui();
  const detail = useOrgDetail();
  if (!detail.data) return <CircularProgress aria-label={t`Loading`} />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <OrgForm key={detail.dataUpdatedAt} detail={detail.data} canManage={canManage} />
      <LogoUpload current={detail.data.logo} canManage={canManage} />
    </Stack>
  );
}

function OrgForm({ detail, canManage }: { detail: OrgDetail; canManage: boolean }) {
  const { t } = useLingui();
  const update = useUpdateOrgDetailMutation();
  const form = useAppForm({
    defaultValues: { orgName: detail.orgName, address: detail.address, contact: detail.contact },
    validators: {
      onSubmit: ({ value }) => {
        const name = checkName(value.orgName, 64);
        return fieldErrors({
          orgName: name ? nameProblemMessages[name] : undefined,
          address: value.address.trim() ? undefined : requiredMessage,
          contact: value.contact.trim() ? undefined : requiredMessage,
        });
      },
    },
    onSubmit: async ({ value }) => {
      await update.mutateAsync({ orgName: value.orgName.trim(), address: value.address.trim(), contact: value.contact.trim() }).catch(() => undefined);
    },
  });
  const field = (name: "orgName" | "address" | "contact", label: string, max: number) => (
    <form.AppField name={name}>
      {(f) => <f.TextField fullWidth required label={label} disabled={!canManage} slotProps={{ htmlInput: { maxLength: max, "data-testid": `org-${name}` } }} />}
    </form.AppField>
  );
  return (
    <form noValidate onSubmit={submitForm(form)} data-testid="org-form" aria-label={t`Organization details`}>
      <Stack spacing={2}>
        {field("orgName", t`Organization name`, 64)}
        {field("address", t`Address`, 128)}
        {field("contact", t`Contact`, 64)}
        <TextField label={t`Customer ID`} value={detail.customerId} slotProps={{ input: { readOnly: true } }} data-testid="org-customer-id" />
        {canManage && (
          <form.AppForm>
            <form.SubmitButton variant="contained" sx={{ alignSelf: "flex-start" }} data-testid="org-save">
              {t`Save`}
            </form.SubmitButton>
          </form.AppForm>
        )}
      </Stack>
    </form>
  );
}
