import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { Link } from "@tanstack/react-router";
import { useId, type FormEvent } from "react";
import { EmailCodeField } from "@/entities/auth";
import { PasswordRuleHints, RichMessage } from "@/shared/ui";
import type { SignupField } from "../model/validate-signup";
import { useSignupForm } from "../model/use-signup-form";

import { TermsConsent } from "./terms-consent";

const existsMessage = msg`This e-mail is already registered. <0>Sign in</0>`;

/** The sign-up fields (spec §2 /signup, §5 rules with live password hints). */
export function SignupForm() {
  const { t, i18n } = useLingui();
  const form = useSignupForm();
  const { values, errors } = form;
  const hintsId = useId();
  const message = (field: SignupField) => (errors[field] ? i18n._(errors[field]) : null);
  const text = (field: Exclude<SignupField, "agree">) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => form.setField(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: message(field),
    fullWidth: true,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  const existsNotice = (
    <span data-testid="email-exists">
      <RichMessage message={existsMessage} components={{ 0: <MuiLink component={Link} to="/login" /> }} />
    </span>
  );
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label={t`Sign up`}>
      <TextField
        {...text("email")}
        type="email"
        label={t`E-mail`}
        autoComplete="email"
        required
        autoFocus
        onBlur={form.onEmailBlur}
        error={Boolean(errors.email) || form.exists}
        helperText={form.exists ? existsNotice : message("email")}
      />
      <TextField {...text("userName")} label={t`User name`} autoComplete="name" required />
      <TextField {...text("orgName")} label={t`Organization name (optional)`} autoComplete="organization" />
      <Stack spacing={1}>
        <TextField
          {...text("password")}
          type="password"
          label={t`Password`}
          autoComplete="new-password"
          required
          slotProps={{ htmlInput: { "aria-describedby": hintsId } }}
        />
        <PasswordRuleHints password={values.password} id={hintsId} />
      </Stack>
      <TextField {...text("confirm")} type="password" label={t`Confirm password`} autoComplete="new-password" required />
      <EmailCodeField
        value={values.emailCode}
        onChange={(value) => form.setField("emailCode", value)}
        error={message("emailCode")}
        sender={form.sender}
        onRequest={form.requestCode}
        sendDisabled={form.exists}
      />
      <TermsConsent checked={values.agree} onChange={(checked) => form.setField("agree", checked)} error={message("agree")} />
      <Button type="submit" variant="contained" size="large" fullWidth loading={form.submitting} data-testid="sign-up">
        <Trans>Create account</Trans>
      </Button>
    </Stack>
  );
}
