import { Trans, useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useId, type FormEvent } from "react";
import { CaptchaField, EmailCodeField } from "@/entities/auth";
import { PasswordRuleHints } from "@/shared/ui";
import type { ResetField, ResetPassword } from "../model/use-reset-password";

export interface ResetPasswordFormProps {
  form: ResetPassword;
}

/** Recovery step 2: address, e-mail code (with resend), new password with live hints, confirmation. */
export function ResetPasswordForm({ form }: ResetPasswordFormProps) {
  const { t, i18n } = useLingui();
  const hintsId = useId();
  const { values, errors, code } = form;
  const message = (field: ResetField) => {
    const descriptor = field === "email" ? (errors.email ?? code.accountError) : errors[field];
    return descriptor ? i18n._(descriptor) : null;
  };
  const text = (field: ResetField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => form.setField(field, event.target.value),
    error: Boolean(message(field)),
    helperText: message(field),
    fullWidth: true,
    required: true,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label={t`Reset password`}>
      <TextField {...text("email")} type="email" label={t`E-mail`} autoComplete="username" />
      {code.captcha.shown && (
        <CaptchaField
          captcha={code.captcha}
          value={code.imgCode}
          onChange={code.setImgCode}
          error={code.imgError ? i18n._(code.imgError) : null}
        />
      )}
      <EmailCodeField
        value={values.emailCode}
        onChange={(value) => form.setField("emailCode", value)}
        error={message("emailCode")}
        sender={code.sender}
        onRequest={form.requestCode}
      />
      <Stack spacing={1}>
        <TextField
          {...text("password")}
          type="password"
          label={t`New password`}
          autoComplete="new-password"
          slotProps={{ htmlInput: { "aria-describedby": hintsId } }}
        />
        <PasswordRuleHints password={values.password} id={hintsId} />
      </Stack>
      <TextField {...text("confirm")} type="password" label={t`Confirm new password`} autoComplete="new-password" />
      <Button type="submit" variant="contained" size="large" fullWidth loading={form.submitting} data-testid="reset-password">
        <Trans>Reset password</Trans>
      </Button>
    </Stack>
  );
}
