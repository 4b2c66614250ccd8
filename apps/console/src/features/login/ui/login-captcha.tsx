import { useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { Captcha } from "@/entities/auth";
import { LoginTextField } from "./login-text-field";

export interface LoginCaptchaProps {
  captcha: Captcha;
  value: string;
  onChange: (value: string) => void;
  error: MessageDescriptor | undefined;
}

/** Image code entry (spec §3: 4 characters) beside the image that is clicked to change (spec §2). */
export function LoginCaptcha({ captcha, value, onChange, error }: LoginCaptchaProps) {
  const { t } = useLingui();
  const name = t`Verification image. Click to change it.`;
  return (
    <div className="vms-login__captcha" data-testid="captcha">
      <LoginTextField
        name="imgCode"
        label={t`Image code`}
        value={value}
        onChange={(next) => onChange(next.trim().slice(0, 4))}
        error={error}
        autoComplete="off"
        maxLength={4}
      />
      {/* A real button, so Enter and Space change the image too; the image inside is decorative. */}
      <button type="button" className="vms-login__captcha-image" onClick={captcha.refresh} disabled={captcha.loading} aria-busy={captcha.loading} aria-label={name} title={name}>
        {captcha.image && <img src={captcha.image} alt="" />}
      </button>
    </div>
  );
}
