import type { MessageDescriptor } from "@lingui/core";
import { Code, toApiError, type LoginResult } from "@vms/api-client";
import { useCallback, useEffect, useRef, useState } from "react";
import { login, sendEmailCode, useEmailCodeSender, type EmailCodeSender } from "@/entities/auth";
import { showApiError } from "@/shared/api";
import { initialStep, type MfaChallenge, type MfaStep } from "./mfa-challenge";
import { mfaCodeWrongMessage, mfaEmailCodeExpiredMessage, mfaOtpExpiredMessage } from "./mfa-messages";

export interface MfaLogin {
  step: MfaStep;
  /** Back to the choice is possible (an app is enabled). */
  canGoBack: boolean;
  code: string;
  error: MessageDescriptor | null;
  verifying: boolean;
  sender: EmailCodeSender;
  setCode: (code: string) => void;
  choose: (type: "EMAIL" | "OTP") => void;
  back: () => void;
  verify: (code?: string) => Promise<void>;
}

/**
 * The MFA dialog (spec §4): choose e-mail or app, enter the code, sign in with
 * /user/login (DYNAMIC_CODE or OTP + dynamicCode). Wrong (33671) clears the boxes; expired (33672)
 * asks for a new code.
 */
export function useMfaLogin(challenge: MfaChallenge, onSignedIn: (result: LoginResult) => void): MfaLogin {
  const { credentials, mfaTypes } = challenge;
  const [step, setStep] = useState<MfaStep>(() => initialStep(mfaTypes));
  const [code, setCodeState] = useState("");
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [verifying, setVerifying] = useState(false);
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

  const setCode = (next: string) => {
    setCodeState(next);
    setError(null);
  };
  const choose = (type: "EMAIL" | "OTP") => {
    setStep(type);
    setCode("");
  };
  const back = () => {
    setStep("choose");
    setCode("");
  };

  const verify = async (typed: string = code) => {
    if (verifying || step === "choose" || typed.length !== 6) return;
    setVerifying(true);
    try {
      const result = await login({ ...credentials, loginTypeEnum: step === "EMAIL" ? "DYNAMIC_CODE" : "OTP", dynamicCode: typed });
      onSignedIn(result);
    } catch (e) {
      const { code: failure } = toApiError(e);
      if (failure === Code.MFA_CODE_WRONG || failure === Code.MFA_CODE_EXPIRED) {
        setError(failure === Code.MFA_CODE_WRONG ? mfaCodeWrongMessage : step === "EMAIL" ? mfaEmailCodeExpiredMessage : mfaOtpExpiredMessage);
        setCodeState("");
      } else showApiError(e);
    } finally {
      setVerifying(false);
    }
  };

  return { step, canGoBack: mfaTypes.includes("OTP"), code, error, verifying, sender, setCode, choose, back, verify };
}
