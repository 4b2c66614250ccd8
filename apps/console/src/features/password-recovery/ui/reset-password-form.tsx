import { Trans, useLingui } from "@lingui/react/macro";
import Stack from "@mui/material/Stack";
import { useStore } from "@tanstack/react-form";
import { checkEmail, toApiError } from "@vms/api-client";
import { useEffect, useId } from "react";
import { CaptchaField, EmailCodeField } from "@/entities/auth";
import { showApiError } from "@/shared/api";
import { emailProblemMessages } from "@/shared/lib/form-messages";
import { CODE_RESEND_SECONDS } from "@/shared/lib/use-code-countdown";
import { boundProps, fieldErrors, PasswordRuleHints, setSubmitErrors, useAppForm, submitForm } from "@/shared/ui";
import { resetPassword } from "../api/reset-password";
import { resetFailure, validateReset, type ResetValues } from "../model/reset-form";
import { secondsLeftSince, type ResetSearch } from "../model/reset-search";
import { useResetCode } from "../model/use-reset-code";

export interface ResetPasswordFormProps {
  /** Search params of /reset-password (address and when its code was sent). */
  search: ResetSearch;
  /** The password was reset. */
  onDone: () => void;
}

/** Recovery step 2: address, e-mail code (with resend), new password with live hints, confirmation (spec §5). */
export function ResetPasswordForm({ search, onDone }: ResetPasswordFormProps) {
  const { t, i18n } = useLingui();
  const hintsId = useId();
  const defaultValues: ResetValues = { email: search.email ?? "", emailCode: "", password: "", confirm: "" };
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: ({ value }) => fieldErrors(validateReset(value)) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await resetPassword({ loginName: value.email.trim(), emailCode: value.emailCode, newPassword: value.password });
        onDone();
      } catch (e) {
        const inline = resetFailure(toApiError(e).code);
        if (inline) setSubmitErrors(formApi, inline);
        else showApiError(e);
      }
    },
  });
  const email = useStore(form.store, (state) => state.values.email.trim());
  const code = useResetCode(email);
  const { start } = code.sender.countdown;

  // Arriving from step 1: the code just went out, so the resend countdown carries on.
  useEffect(() => {
    const left = secondsLeftSince(search.sent, CODE_RESEND_SECONDS);
    if (left > 0) start(left);
  }, [search.sent, start]);

  const requestCode = () => {
    const problem = checkEmail(email);
    if (problem) setSubmitErrors(form, { email: emailProblemMessages[problem] });
    else void code.request();
  };
  const text = { fullWidth: true, required: true, helperText: null };
  return (
    <form.AppForm>
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={submitForm(form)}
        aria-label={t`Reset password`}
      >
        <form.AppField name="email" listeners={{ onChange: code.clearAccountError }}>
          {(field) => (
            <field.TextField
              {...text}
              type="email"
              label={t`E-mail`}
              autoComplete="username"
              error={Boolean(code.accountError)}
              helperText={code.accountError ? i18n._(code.accountError) : null}
            />
          )}
        </form.AppField>
        {code.captcha.shown && (
          <CaptchaField captcha={code.captcha} value={code.imgCode} onChange={code.setImgCode} error={code.imgError ? i18n._(code.imgError) : null} />
        )}
        <form.AppField name="emailCode">{(field) => <EmailCodeField {...boundProps<string>(field, i18n)} sender={code.sender} onRequest={requestCode} />}</form.AppField>
        <Stack spacing={1}>
          <form.AppField name="password">
            {(field) => <field.TextField {...text} type="password" label={t`New password`} autoComplete="new-password" slotProps={{ htmlInput: { "aria-describedby": hintsId } }} />}
          </form.AppField>
          <form.Subscribe selector={(state) => state.values.password}>{(password) => <PasswordRuleHints password={password} id={hintsId} />}</form.Subscribe>
        </Stack>
        <form.AppField name="confirm">{(field) => <field.TextField {...text} type="password" label={t`Confirm new password`} autoComplete="new-password" />}</form.AppField>
        <form.SubmitButton variant="contained" size="large" fullWidth data-testid="reset-password">
          <Trans>Reset password</Trans>
        </form.SubmitButton>
      </Stack>
    </form.AppForm>
  );
}
