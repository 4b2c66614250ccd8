import type { Captcha } from "@/entities/auth";
import { classifyLoginFailure, type LoginFailure } from "./login-failure";
import { imgCodeRequiredMessage, imgCodeWrongMessage } from "@/shared/lib/form-messages";
import type { MessageDescriptor } from "@lingui/core";
import type { ApiError } from "@vms/api-client";
import type { LoginField } from "./validate-login";

/** A message above the button about the last attempt. */
export type LoginBanner =
  | { kind: "wrongCredentials"; remainTimes: number | undefined }
  | { kind: "locked" }
  | { kind: "disabled" }
  /** Any other failure (spec §8 catalogue message), said inline: the page may have no toaster. */
  | { kind: "other"; error: ApiError };

/** The form state a failure changes. */
export interface LoginFailureTargets {
  captcha: Pick<Captcha, "shown" | "show" | "refresh">;
  setBanner: (banner: LoginBanner | null) => void;
  /** Shows a message on a field until it is edited. */
  setFieldError: (field: LoginField, message: MessageDescriptor) => void;
  setLockUntil: (until: number | null) => void;
  /** Empties fields (their messages stay). */
  clearValues: (fields: readonly LoginField[]) => void;
}

/**
 * Shows a failed attempt inline (spec §8): tries remaining (20005), the image code when required
 * (20009) or a new image after a wrong one (20007), the lock countdown (20006), a disabled account
 * (7007). Typed values stay, except the password once locked and a used-up image code.
 * Returns false for failures the form does not handle itself.
 */
export function applyLoginFailure(input: unknown, t: LoginFailureTargets): boolean {
  const failure: LoginFailure = isFailure(input) ? input : classifyLoginFailure(input);
  const newImage = () => {
    if (t.captcha.shown) t.captcha.refresh();
    else t.captcha.show();
    t.clearValues(["imgCode"]);
  };
  switch (failure.kind) {
    case "wrongCredentials":
      t.setBanner({ kind: "wrongCredentials", remainTimes: failure.remainTimes });
      // Each image is good for one attempt.
      if (failure.needImgCode || t.captcha.shown) newImage();
      return true;
    case "imgCodeRequired":
      if (!t.captcha.shown) t.captcha.show();
      t.setFieldError("imgCode", imgCodeRequiredMessage);
      return true;
    case "imgCodeWrong":
      newImage();
      t.setFieldError("imgCode", imgCodeWrongMessage);
      return true;
    case "locked":
      if (failure.lockExpireTime && failure.lockExpireTime > Date.now()) t.setLockUntil(failure.lockExpireTime);
      else t.setBanner({ kind: "locked" });
      t.clearValues(["password", "imgCode"]);
      return true;
    case "disabled":
      t.setBanner({ kind: "disabled" });
      return true;
    case "other":
      return false;
  }
}

function isFailure(input: unknown): input is LoginFailure {
  return typeof input === "object" && input !== null && "kind" in input && !(input instanceof Error);
}
