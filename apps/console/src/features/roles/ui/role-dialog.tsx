import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import { catalogueEntry, checkName, Code, toApiError } from "@vms/api-client";
import { nameProblemMessages } from "@/shared/lib/form-messages";
import { changeField, fieldErrors, setSubmitErrors, submitForm, useAppForm } from "@/shared/ui";
import type { Role } from "../api/get-roles";
import { useSaveRoleMutation } from "../api/save-role";
import { RoleMatrix } from "./role-matrix";

/** What the dialog shows: a new role, a custom role to edit, or a built-in role (read-only). */
export type RoleTarget = { mode: "add" } | { mode: "edit"; role: Role } | { mode: "view"; role: Role };

const failedMessage = msg`The role could not be saved.`;

export function RoleDialog({ target, onClose }: { target: RoleTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="role-dialog-title">
      {target && <RoleForm target={target} onClose={onClose} />}
    </Dialog>
  );
}

function RoleForm({ target, onClose }: { target: RoleTarget; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveRoleMutation();
  const role = target.mode === "add" ? null : target.role;
  const readOnly = target.mode === "view";
  const form = useAppForm({
    defaultValues: { roleName: role?.roleName ?? "", codes: role?.codes ?? ([] as string[]), noAccess: role?.marker === "NO_ACCESS" },
    validators: {
      onSubmit: ({ value }) => {
        const problem = checkName(value.roleName, 32);
        return fieldErrors({ roleName: problem ? nameProblemMessages[problem] : undefined });
      },
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save.mutateAsync({ roleId: role?.roleId ?? null, data: { roleName: value.roleName.trim(), codes: value.noAccess ? [] : value.codes, noAccess: value.noAccess } });
        onClose();
      } catch (error) {
        const code = toApiError(error).code;
        const entry = catalogueEntry(code);
        // A taken name belongs to the name field (33740), everything else to the form.
        if (code === Code.ROLE_NAME_EXISTS && entry) setSubmitErrors(formApi, { roleName: entry.message });
        else setSubmitErrors(formApi, { form: entry?.message ?? failedMessage });
      }
    },
  });
  const title = target.mode === "add" ? t`New role` : readOnly ? t`Built-in role` : t`Edit role`;
  return (
    <form noValidate onSubmit={submitForm(form)} data-testid="role-form">
      <DialogTitle id="role-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <form.AppForm>
            <form.MessageAlert />
          </form.AppForm>
          <form.AppField name="roleName">
            {(f) => <f.TextField fullWidth required label={t`Role name`} disabled={readOnly} slotProps={{ htmlInput: { maxLength: 64, "data-testid": "role-name" } }} />}
          </form.AppField>
          {/* Spec §3 NO_ACCESS: the user may sign in but holds no code; chosen when the role is created. */}
          <form.AppField name="noAccess">
            {(f) => (
              <FormControlLabel
                label={t`No access (the role grants no permission)`}
                control={<Checkbox checked={f.state.value} disabled={target.mode !== "add"} onChange={(e) => changeField(f, e.target.checked)} slotProps={{ input: { "data-testid": "role-no-access" } as object }} />}
              />
            )}
          </form.AppField>
          <form.Subscribe selector={(s) => s.values.noAccess}>
            {(noAccess) => (
              <form.AppField name="codes">{(f) => <RoleMatrix codes={noAccess ? [] : f.state.value} readOnly={readOnly || noAccess} onChange={(codes) => changeField(f, codes)} />}</form.AppField>
            )}
          </form.Subscribe>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{readOnly ? t`Close` : t`Cancel`}</Button>
        {!readOnly && (
          <form.AppForm>
            <form.SubmitButton variant="contained" data-testid="role-save">
              {t`Save`}
            </form.SubmitButton>
          </form.AppForm>
        )}
      </DialogActions>
    </form>
  );
}
