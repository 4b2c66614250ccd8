import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { useStore } from "@tanstack/react-form";
import { Link, useNavigate } from "@tanstack/react-router";
import { toApiError } from "@vms/api-client";
import { useCallback, useId, useState } from "react";
import { EmailCodeField, login, sendEmailCode, useEmailCodeSender } from "@/entities/auth";
import { showApiError } from "@/shared/api";
import { sessionStore } from "@/shared/session";
import { boundProps, fieldErrors, PasswordRuleHints, RichMessage, setSubmitErrors, useAppForm, submitForm } from "@/shared/ui";
import { checkUserExists } from "../api/check-user-exists";
import { register } from "../api/register";
import { signupFailure } from "../model/signup-failure";
import { emailError, validateSignup, type SignupValues } from "../model/validate-signup";
import { TermsConsent } from "./terms-consent";

const existsMessage = msg`This e-mail is already registered. <0>Sign in</0>`;
const EMPTY: SignupValues = { email: "", userName: "", orgName: "", password: "", confirm: "", emailCode: "", agree: false };

/**
 * Self-registration (spec §2 /signup, §5 rules with live password hints): e-mail checked on blur,
 * code through the spec §4 e-mail code states, /user/register, then an automatic sign-in with the
 * same credentials and on to "/".
 */
export function SignupForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const hintsId = useId();
  // /user/exist said the address is taken (message + link to sign in).
  const [exists, setExists] = useState(false);
  const form = useAppForm({
    defaultValues: EMPTY,
    validators: { onSubmit: ({ value }) => fieldErrors(validateSignup(value)) },
    onSubmit: async ({ value, formApi }) => {
      if (exists) return;
      const loginName = value.email.trim();
      const orgName = value.orgName.trim();
      try {
        await register({ email: loginName, password: value.password, emailCode: value.emailCode, userName: value.userName.trim(), ...(orgName ? { orgName } : {}), agreeTerms: true });
      } catch (e) {
        const failure = signupFailure(toApiError(e).code);
        if (failure === "exists") setExists(true);
        else if (failure === "toast") showApiError(e);
        else setSubmitErrors(formApi, failure);
        return;
      }
      try {
        sessionStore.signIn(await login({ loginName, password: value.password }));
        await navigate({ to: "/", replace: true });
      } catch (e) {
        // The account exists now; signing in by hand is the way on.
        showApiError(e);
        await navigate({ to: "/login", replace: true });
      }
    },
  });
  const email = useStore(form.store, (state) => state.values.email.trim());
  const send = useCallback(() => sendEmailCode({ loginName: email, typeEnum: "REGISTER", category: 1 }), [email]);
  const sender = useEmailCodeSender({ send });
  const requestCode = () => {
    const problem = emailError(email);
    if (problem) setSubmitErrors(form, { email: problem });
    else if (!exists) void sender.request();
  };
  const existsNotice = (
    <span data-testid="email-exists">
      <RichMessage message={existsMessage} components={{ 0: <MuiLink component={Link} to="/login" /> }} />
    </span>
  );
  return (
    <form.AppForm>
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={submitForm(form)}
        aria-label={t`Sign up`}
      >
        <form.AppField
          name="email"
          listeners={{
            // A code belongs to one address.
            onChange: () => {
              setExists(false);
              sender.reset();
            },
          }}
        >
          {(field) => (
            <field.TextField
              type="email"
              label={t`E-mail`}
              autoComplete="email"
              required
              autoFocus
              fullWidth
              onBlur={() => {
                if (!emailError(email)) checkUserExists(email).then(setExists, () => undefined);
              }}
              error={exists}
              helperText={exists ? existsNotice : null}
            />
          )}
        </form.AppField>
        <form.AppField name="userName">{(field) => <field.TextField label={t`User name`} autoComplete="name" required fullWidth />}</form.AppField>
        <form.AppField name="orgName">{(field) => <field.TextField label={t`Organization name (optional)`} autoComplete="organization" fullWidth />}</form.AppField>
        <Stack spacing={1}>
          <form.AppField name="password">
            {(field) => (
              <field.TextField type="password" label={t`Password`} autoComplete="new-password" required fullWidth slotProps={{ htmlInput: { "aria-describedby": hintsId } }} />
            )}
          </form.AppField>
          <form.Subscribe selector={(state) => state.values.password}>{(password) => <PasswordRuleHints password={password} id={hintsId} />}</form.Subscribe>
        </Stack>
        <form.AppField name="confirm">{(field) => <field.TextField type="password" label={t`Confirm password`} autoComplete="new-password" required fullWidth />}</form.AppField>
        <form.AppField name="emailCode">
          {(field) => <EmailCodeField {...boundProps<string>(field, i18n)} sender={sender} onRequest={requestCode} sendDisabled={exists} />}
        </form.AppField>
        <form.AppField name="agree">
          {(field) => {
            const { value, ...rest } = boundProps<boolean>(field, i18n);
            return <TermsConsent checked={value} {...rest} />;
          }}
        </form.AppField>
        <form.SubmitButton variant="contained" size="large" fullWidth data-testid="sign-up">
          <Trans>Create account</Trans>
        </form.SubmitButton>
      </Stack>
    </form.AppForm>
  );
}
