import { useCaptcha, login } from "@/entities/auth";
import type { LoginResult } from "@vms/api-client";
import { checkEmail } from "@vms/api-client";
import { useCallback, useRef, useState } from "react";
import { showApiError } from "@/shared/api";
import { fieldErrors, setSubmitErrors, useAppForm } from "@/shared/ui";
import { preCheck } from "../api/pre-check";
import { preLogin, type PreLoginResult } from "../api/pre-login";
import { imgCodeAgainMessage } from "./login-messages";
import { applyLoginFailure, type LoginBanner, type LoginFailureTargets } from "./apply-login-failure";
import { classifyLoginFailure } from "./login-failure";
import type { LoginCredentials, SecondFactorChallenge } from "./second-factor";
import { validateLogin, type LoginValues } from "./validate-login";

const EMPTY: LoginValues = { loginName: "", password: "", imgCode: "" };

/**
 * The sign-in flow around the form (spec §2, §4, decision 0002): pre-login on blur (image code
 * needed? locked?), then pre-check; a second factor opens the MFA step, else /user/login signs in.
 * The fields live in the TanStack form; this holds what the flow adds: banner, lock, image, MFA step.
 */
export function useSignInFlow(onSignedIn: (result: LoginResult) => void) {
  const [banner, setBanner] = useState<LoginBanner | null>(null);
  /** Epoch ms the lock ends (spec §2 countdown), or null. */
  const [lockUntil, setLockUntil] = useState<number | null>(null);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
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

  const form = useAppForm({
    defaultValues: EMPTY,
    validators: { onSubmit: ({ value }) => fieldErrors(validateLogin({ ...value, loginName: value.loginName.trim() }, captcha.shown)) },
    listeners: {
      onChange: ({ fieldApi }) => {
        if (fieldApi.name !== "imgCode") passed.current = null;
        if (fieldApi.name === "loginName") {
          // Another account: the lock and the tries shown were about the previous one.
          setLockUntil(null);
          setBanner(null);
        }
      },
    },
    onSubmit: async ({ value, formApi }) => {
      const loginName = value.loginName.trim();
      const ui: LoginFailureTargets = {
        captcha,
        setBanner,
        setLockUntil,
        setFieldError: (field, message) => setSubmitErrors(formApi, { [field]: message }),
        clearValues: (fields) => fields.forEach((field) => formApi.setFieldValue(field, "")),
      };
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
          password: value.password,
          ...(captcha.shown && captcha.idCode ? { idCode: captcha.idCode, imgCode: value.imgCode } : {}),
        };
        const again = passed.current?.loginName === loginName && passed.current.password === value.password;
        if (!again) {
          const check = await preCheck(credentials);
          if (check.mfaRequired) {
            setChallenge({ credentials, mfaTypes: check.mfaTypes, maskedEmail: check.maskedEmail });
            return;
          }
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
          if (!applyLoginFailure(failure, ui)) showApiError(e);
        }
      }
    },
  });

  const onLoginNameBlur = () => {
    const name = form.state.values.loginName.trim();
    if (checkEmail(name) === null) void runPreLogin(name);
  };

  /** Submits unless locked or already submitting; a new attempt drops the last attempt's banner. */
  const submit = () => {
    if (form.state.isSubmitting || lockUntil !== null) return;
    setBanner(null);
    void form.handleSubmit();
  };

  const { shown: captchaShown, refresh: refreshCaptcha } = captcha;
  const onLockDone = useCallback(() => {
    setLockUntil(null);
    checked.current = null;
    if (captchaShown) refreshCaptcha();
  }, [captchaShown, refreshCaptcha]);
  const cancelChallenge = useCallback(() => setChallenge(null), []);

  return { form, banner, lockUntil, captcha, challenge, onLoginNameBlur, submit, onLockDone, cancelChallenge };
}

/** The sign-in form with its flow. */
export type SignInFlow = ReturnType<typeof useSignInFlow>;
