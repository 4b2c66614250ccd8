import { useCaptcha, login } from "@/entities/auth";
import type { LoginResult } from "@vms/api-client";
import { checkEmail, toApiError } from "@vms/api-client";
import { useCallback, useRef, useState } from "react";
import { preCheck } from "../api/pre-check";
import { preLogin, type PreLoginResult } from "../api/pre-login";
import { imgCodeAgainMessage } from "./login-messages";
import { applyLoginFailure, type LoginBanner, type LoginFailureTargets } from "./apply-login-failure";
import { classifyLoginFailure } from "./login-failure";
import type { LoginCredentials, SecondFactorChallenge } from "./second-factor";
import { useLoginFields } from "./use-login-fields";
import { validateLogin, type LoginField } from "./validate-login";

/**
 * The sign-in flow around the form (spec §2, §4, decision 0002): pre-login on blur (image code
 * needed? locked?), then pre-check; a second factor opens the MFA step, else /user/login signs in.
 */
export function useSignInFlow(onSignedIn: (result: LoginResult) => void) {
  const fields = useLoginFields();
  const [banner, setBanner] = useState<LoginBanner | null>(null);
  /** Epoch ms the lock ends (spec §2 countdown), or null. */
  const [lockUntil, setLockUntil] = useState<number | null>(null);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha();
  const checked = useRef<{ name: string; result: PreLoginResult } | null>(null);
  // These credentials passed pre-check (no second factor). Pre-check uses the image code up, so
  // when login then asks for a new one, the next submit goes straight to login with it.
  const passed = useRef<{ loginName: string; password: string } | null>(null);
  const busy = useRef(false);
  const { show: showCaptcha } = captcha;

  const runPreLogin = useCallback(
    async (name: string): Promise<PreLoginResult | null> => {
      if (checked.current?.name === name) return checked.current.result;
      try {
        const result = await preLogin(name);
        checked.current = { name, result };
        if (result.needImgCode) showCaptcha();
        if (result.locked && result.lockExpireTime && result.lockExpireTime > Date.now()) setLockUntil(result.lockExpireTime);
        return result;
      } catch {
        return null;
      }
    },
    [showCaptcha],
  );

  const change = (field: LoginField, value: string) => {
    fields.change(field, value);
    if (field !== "imgCode") passed.current = null;
    if (field === "loginName") {
      // Another account: the lock and the tries shown were about the previous one.
      setLockUntil(null);
      setBanner(null);
    }
  };

  const failureTargets = (): LoginFailureTargets => ({ captcha, setBanner, setLockUntil, setFieldError: fields.setError, clearValues: fields.clearValues });

  async function attempt(): Promise<void> {
    const value = fields.read();
    const loginName = value.loginName.trim();
    const invalid = validateLogin({ ...value, loginName }, captcha.shown);
    if (Object.values(invalid).some(Boolean)) return fields.setErrors(invalid);
    const ui = failureTargets();
    try {
      const pre = await runPreLogin(loginName);
      if (pre?.locked && pre.lockExpireTime && pre.lockExpireTime > Date.now()) return setLockUntil(pre.lockExpireTime);
      if (pre?.needImgCode && !captcha.shown) {
        applyLoginFailure({ kind: "imgCodeRequired" }, ui);
        return;
      }
      const credentials: LoginCredentials = {
        loginName,
        password: value.password,
        ...(captcha.shown && captcha.idCode ? { idCode: captcha.idCode, imgCode: value.imgCode } : {}),
      };
      const again = passed.current?.loginName === loginName && passed.current.password === value.password;
      if (!again) {
        const check = await preCheck(credentials);
        if (check.mfaRequired) return setChallenge({ credentials, mfaTypes: check.mfaTypes, maskedEmail: check.maskedEmail });
        passed.current = { loginName, password: value.password };
      }
      onSignedIn(await login(credentials));
    } catch (e) {
      // The next attempt asks pre-login again: the failure may have changed its answer.
      checked.current = null;
      const failure = classifyLoginFailure(e);
      if (passed.current && (failure.kind === "imgCodeWrong" || failure.kind === "imgCodeRequired")) {
        // The password was right; only the image, used up by pre-check, must be entered anew.
        applyLoginFailure(failure, ui);
        ui.setFieldError("imgCode", imgCodeAgainMessage);
      } else {
        passed.current = null;
        // Spec §8: any other failure is said above the button (this page has no toaster of its own).
        if (!applyLoginFailure(failure, ui)) setBanner({ kind: "other", error: toApiError(e) });
      }
    }
  }

  /** Submits unless locked or already submitting; a new attempt drops the last attempt's banner. */
  const submit = () => {
    if (busy.current || lockUntil !== null) return;
    busy.current = true;
    setSubmitting(true);
    setBanner(null);
    void attempt().finally(() => {
      busy.current = false;
      setSubmitting(false);
    });
  };

  const onLoginNameBlur = () => {
    const name = fields.read().loginName.trim();
    if (checkEmail(name) === null) void runPreLogin(name);
  };

  const { shown: captchaShown, refresh: refreshCaptcha } = captcha;
  const onLockDone = useCallback(() => {
    setLockUntil(null);
    checked.current = null;
    if (captchaShown) refreshCaptcha();
  }, [captchaShown, refreshCaptcha]);
  const cancelChallenge = useCallback(() => setChallenge(null), []);
  /** The second step failed for the account (locked by wrong codes): said here, like a password failure (issue 28). */
  const refuseChallenge = (error: unknown) => {
    setChallenge(null);
    passed.current = null;
    checked.current = null;
    if (!applyLoginFailure(error, failureTargets())) setBanner({ kind: "other", error: toApiError(error) });
  };

  return { fields, change, submitting, banner, lockUntil, captcha, challenge, onLoginNameBlur, submit, onLockDone, cancelChallenge, refuseChallenge };
}

/** The sign-in form with its flow. */
export type SignInFlow = ReturnType<typeof useSignInFlow>;
