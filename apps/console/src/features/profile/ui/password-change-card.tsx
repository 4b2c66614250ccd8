import { useLingui } from "@lingui/react/macro";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { toApiError } from "@vms/api-client";
import { useId } from "react";
import { showApiError } from "@/shared/api";
import { fieldErrors, PasswordRuleHints, setSubmitErrors, useAppForm, submitForm } from "@/shared/ui";
import { useUpdatePasswordMutation } from "../api/update-password";
import { passwordFailure, validatePassword, type PasswordValues } from "../model/password-form";

const EMPTY: PasswordValues = { oldPassword: "", newPassword: "", confirm: "" };

/** Change password (spec §5 rules, §8 20010/7002/20011 shown on the fields). */
export function PasswordChangeCard() {
  const { t } = useLingui();
  const mutation = useUpdatePasswordMutation();
  const baseId = useId();
  const hintsId = `${baseId}-hints`;
  const form = useAppForm({
    defaultValues: EMPTY,
    validators: { onSubmit: ({ value }) => fieldErrors(validatePassword(value)) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await mutation.mutateAsync({ oldPassword: value.oldPassword, newPassword: value.newPassword });
        formApi.reset(EMPTY);
      } catch (e) {
        const error = toApiError(e);
        const inline = passwordFailure(error.code);
        if (inline) setSubmitErrors(formApi, inline);
        else showApiError(error);
      }
    },
  });
  const field = (name: keyof PasswordValues, label: string, autoComplete: string) => {
    const id = `${baseId}-${name}`;
    return (
      <form.AppField name={name}>
        {(f) => (
          <f.TextField
            id={id}
            type="password"
            label={label}
            helperText=" "
            autoComplete={autoComplete}
            fullWidth
            // The new password is described by its error and by the live rule hints.
            slotProps={name === "newPassword" ? { htmlInput: { "aria-describedby": `${id}-helper-text ${hintsId}` } } : {}}
          />
        )}
      </form.AppField>
    );
  };
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-label={t`Change password`}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t`Change password`}
      </Typography>
      <form.AppForm>
        <Stack
          component="form"
          noValidate
          onSubmit={submitForm(form)}
          spacing={1}
          sx={{ maxWidth: 560 }}
          aria-label={t`Change password`}
        >
          {field("oldPassword", t`Current password`, "current-password")}
          {field("newPassword", t`New password`, "new-password")}
          <form.Subscribe selector={(state) => state.values.newPassword}>{(password) => <PasswordRuleHints password={password} id={hintsId} />}</form.Subscribe>
          {field("confirm", t`Confirm new password`, "new-password")}
          <Stack direction="row">
            <form.SubmitButton variant="contained" data-testid="change-password">
              {t`Change password`}
            </form.SubmitButton>
          </Stack>
        </Stack>
      </form.AppForm>
    </Paper>
  );
}
