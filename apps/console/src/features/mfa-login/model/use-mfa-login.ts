import { Code, toApiError, type LoginResult } from "@vms/api-client";
import { useCallback, useEffect, useRef, useState } from "react";
import { login, sendEmailCode, useEmailCodeSender } from "@/entities/auth";
import { showApiError } from "@/shared/api";
import { setSubmitErrors, useAppForm } from "@/shared/ui";
import { initialStep, type MfaChallenge, type MfaStep } from "./mfa-challenge";
import { mfaCodeWrongMessage, mfaEmailCodeExpiredMessage, mfaOtpExpiredMessage } from "./mfa-messages";

/**
 * The MFA dialog (spec §4): choose e-mail or app, enter the code, sign in with
 * /user/login (DYNAMIC_CODE or OTP + dynamicCode). Wrong (33671) clears the boxes; expired (33672)
 * asks for a new code; a lock (20006) hands back to the password step. The code lives in a TanStack form; this adds the step and the e-mail sender.
 */
export function useMfaLogin(challenge: MfaChallenge, onSignedIn: (result: LoginResult) => void, onRefused: (error: unknown) => void) {
  const { credentials, mfaTypes } = challenge;
  const [step, setStep] = useState<MfaStep>(() => initialStep(mfaTypes));
  const send = useCallback(
    () => sendEmailCode({ loginName: credentials.loginName, typeEnum: "DBL_CHECK", category: 1 }),
    [credentials.loginName],
  );
  const sender = useEmailCodeSender({ send });
  const { request, countdown } = sender;

  // Straight to e-mail (no app): send at once. The ref keeps StrictMode's second effect run from
  // asking twice (which the server would refuse as too often).
  const autoSent = useRef(false);
  useEffect(() => {
    if (step === "EMAIL" && countdown.state === "unset" && !autoSent.current) {
      autoSent.current = true;
      void request();
    }
  }, [step, countdown.state, request]);

  const form = useAppForm({
    defaultValues: { code: "" },
    onSubmit: async ({ value, formApi }) => {
      if (step === "choose" || value.code.length !== 6) return;
      try {
        onSignedIn(await login({ ...credentials, loginTypeEnum: step === "EMAIL" ? "DYNAMIC_CODE" : "OTP", dynamicCode: value.code }));
      } catch (e) {
        const { code: failure } = toApiError(e);
        if (failure === Code.MFA_CODE_WRONG || failure === Code.MFA_CODE_EXPIRED) {
          formApi.setFieldValue("code", "");
          setSubmitErrors(formApi, { code: failure === Code.MFA_CODE_WRONG ? mfaCodeWrongMessage : step === "EMAIL" ? mfaEmailCodeExpiredMessage : mfaOtpExpiredMessage });
        } else if (failure === Code.ACCOUNT_LOCKED) {
          // Issue 28: the lock (silent in §8, said by the sign-in form) closes this step; the
          // password step shows it with its countdown, as when a password locks the account.
          onRefused(e);
        } else showApiError(e);
      }
    },
  });

  /** Signs in with the typed code unless a try is running. */
  const verify = () => {
    if (!form.state.isSubmitting) void form.handleSubmit();
  };
  const choose = (type: "EMAIL" | "OTP") => {
    setStep(type);
    form.reset();
  };
  const back = () => {
    setStep("choose");
    form.reset();
  };

  return { step, canGoBack: mfaTypes.includes("OTP"), form, sender, choose, back, verify };
}

/** The MFA dialog's state: step, code form, e-mail sender. */
export type MfaLogin = ReturnType<typeof useMfaLogin>;
