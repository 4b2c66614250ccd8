import { useNavigate } from "@tanstack/react-router";
import { catalogueEntry, Code, toApiError } from "@vms/api-client";
import { useCallback, useState } from "react";
import { login, sendEmailCode, useEmailCodeSender, type EmailCodeSender } from "@/entities/auth";
import { showApiError } from "@/shared/api";
import { sessionStore } from "@/shared/session";
import { checkUserExists } from "../api/check-user-exists";
import { register } from "../api/register";
import { emailError, validateSignup, type SignupErrors, type SignupField, type SignupValues } from "./validate-signup";

export interface SignupForm {
  values: SignupValues;
  errors: SignupErrors;
  /** /user/exist said the address is taken (message + link to sign in). */
  exists: boolean;
  sender: EmailCodeSender;
  submitting: boolean;
  setField: <F extends SignupField>(field: F, value: SignupValues[F]) => void;
  onEmailBlur: () => void;
  requestCode: () => void;
  submit: () => Promise<void>;
}

const empty: SignupValues = { email: "", userName: "", orgName: "", password: "", confirm: "", emailCode: "", agree: false };
// Registration failures shown on a field rather than as a toast.
const CODE_FIELD_FAILURES: readonly number[] = [Code.EMAIL_CODE_WRONG, Code.EMAIL_CODE_EXPIRED, Code.CODE_NOT_SENT, Code.CODE_WRONG, Code.CODE_USED];

/**
 * Self-registration (spec §2 /signup): e-mail checked on blur, code through the spec §4 e-mail code
 * states, /user/register, then an automatic sign-in with the same credentials and on to "/".
 */
export function useSignupForm(): SignupForm {
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>(empty);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [exists, setExists] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const email = values.email.trim();
  const send = useCallback(() => sendEmailCode({ loginName: email, typeEnum: "REGISTER", category: 1 }), [email]);
  const sender = useEmailCodeSender({ send });

  const setField = <F extends SignupField>(field: F, value: SignupValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (field === "email") {
      // A code belongs to one address.
      setExists(false);
      sender.reset();
    }
  };

  const onEmailBlur = () => {
    if (emailError(email)) return;
    checkUserExists(email).then(setExists, () => undefined);
  };

  const requestCode = () => {
    const problem = emailError(email);
    if (problem) setErrors((e) => ({ ...e, email: problem }));
    else if (!exists) void sender.request();
  };

  const submit = async () => {
    const found = validateSignup(values);
    setErrors(found);
    if (Object.values(found).some(Boolean) || exists || submitting) return;
    setSubmitting(true);
    try {
      await register({
        email,
        password: values.password,
        emailCode: values.emailCode,
        userName: values.userName.trim(),
        ...(values.orgName.trim() ? { orgName: values.orgName.trim() } : {}),
        agreeTerms: true,
      });
    } catch (e) {
      const { code } = toApiError(e);
      const message = catalogueEntry(code)?.message;
      if (code === Code.ACCOUNT_EXISTS) setExists(true);
      else if (CODE_FIELD_FAILURES.includes(code) && message) setErrors((x) => ({ ...x, emailCode: message }));
      else showApiError(e);
      setSubmitting(false);
      return;
    }
    try {
      sessionStore.signIn(await login({ loginName: email, password: values.password }));
      await navigate({ to: "/", replace: true });
    } catch (e) {
      // The account exists now; signing in by hand is the way on.
      showApiError(e);
      await navigate({ to: "/login", replace: true });
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, exists, sender, submitting, setField, onEmailBlur, requestCode, submit };
}
