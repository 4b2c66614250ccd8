import { useCaptcha, login, type Captcha } from "@/entities/auth";
import type { LoginResult } from "@vms/api-client";
import { checkEmail } from "@vms/api-client";
import { useCallback, useRef, useState } from "react";
import { showApiError } from "@/shared/api";
import { preCheck } from "../api/pre-check";
import { preLogin, type PreLoginResult } from "../api/pre-login";
import { imgCodeAgainMessage } from "./login-messages";
import { applyLoginFailure, type LoginBanner } from "./apply-login-failure";
import { classifyLoginFailure } from "./login-failure";
import type { LoginCredentials, SecondFactorChallenge } from "./second-factor";
import { hasErrors, validateLogin, type LoginField, type LoginFieldErrors, type LoginValues } from "./validate-login";

export interface LoginForm {
  values: LoginValues;
  errors: LoginFieldErrors;
  banner: LoginBanner | null;
  /** Epoch ms the lock ends (spec §2 countdown), or null. */
  lockUntil: number | null;
  captcha: Captcha;
  challenge: SecondFactorChallenge | null;
  submitting: boolean;
  setField: (field: LoginField, value: string) => void;
  onLoginNameBlur: () => void;
  submit: () => Promise<void>;
  onLockDone: () => void;
  cancelChallenge: () => void;
}

/**
 * The sign-in flow (spec §2, §4, decision 0002): pre-login on blur (image code needed? locked?),
 * then pre-check; a second factor opens the MFA step, else /user/login signs in.
 */
export function useLoginForm(onSignedIn: (result: LoginResult) => void): LoginForm {
  const [values, setValues] = useState<LoginValues>({ loginName: "", password: "", imgCode: "" });
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [banner, setBanner] = useState<LoginBanner | null>(null);
  const [lockUntil, setLockUntil] = useState<number | null>(null);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha();
  const checked = useRef<{ name: string; result: PreLoginResult } | null>(null);
  // These credentials passed pre-check (no second factor). Pre-check uses the image code up, so
  // when login then asks for a new one, the next submit goes straight to login with it.
  const passed = useRef<{ loginName: string; password: string } | null>(null);
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

  const setField = (field: LoginField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (field !== "imgCode") passed.current = null;
    if (field === "loginName") {
      // Another account: the lock and the tries shown were about the previous one.
      setLockUntil(null);
      setBanner(null);
    }
  };

  const onLoginNameBlur = () => {
    const name = values.loginName.trim();
    if (checkEmail(name) === null) void runPreLogin(name);
  };

  const submit = async () => {
    if (submitting || lockUntil !== null) return;
    const loginName = values.loginName.trim();
    const found = validateLogin({ ...values, loginName }, captcha.shown);
    setErrors(found);
    setBanner(null);
    if (hasErrors(found)) return;
    setSubmitting(true);
    const ui = { captcha, setBanner, setErrors, setLockUntil, setValues };
    try {
      const pre = await runPreLogin(loginName);
      if (pre?.locked && pre.lockExpireTime && pre.lockExpireTime > Date.now()) {
        setLockUntil(pre.lockExpireTime);
        return;
      }
      if (pre?.needImgCode && !captcha.shown) {
        applyLoginFailure({ kind: "imgCodeRequired" }, ui);
        return;
      }
      const credentials: LoginCredentials = {
        loginName,
        password: values.password,
        ...(captcha.shown && captcha.idCode ? { idCode: captcha.idCode, imgCode: values.imgCode } : {}),
      };
      const again = passed.current?.loginName === loginName && passed.current.password === values.password;
      if (!again) {
        const check = await preCheck(credentials);
        if (check.mfaRequired) {
          setChallenge({ credentials, mfaTypes: check.mfaTypes, maskedEmail: check.maskedEmail });
          return;
        }
        passed.current = { loginName, password: values.password };
      }
      onSignedIn(await login(credentials));
    } catch (e) {
      // The next attempt asks pre-login again: the failure may have changed its answer.
      checked.current = null;
      const failure = classifyLoginFailure(e);
      if (passed.current && (failure.kind === "imgCodeWrong" || failure.kind === "imgCodeRequired")) {
        // The password was right; only the image, used up by pre-check, must be entered anew.
        applyLoginFailure(failure, ui);
        setErrors((x) => ({ ...x, imgCode: imgCodeAgainMessage }));
      } else {
        passed.current = null;
        if (!applyLoginFailure(failure, ui)) showApiError(e);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const { shown: captchaShown, refresh: refreshCaptcha } = captcha;
  const onLockDone = useCallback(() => {
    setLockUntil(null);
    checked.current = null;
    if (captchaShown) refreshCaptcha();
  }, [captchaShown, refreshCaptcha]);
  const cancelChallenge = useCallback(() => setChallenge(null), []);

  return { values, errors, banner, lockUntil, captcha, challenge, submitting, setField, onLoginNameBlur, submit, onLockDone, cancelChallenge };
}
