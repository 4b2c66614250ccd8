import { Code, loginErrorTipSchema, toApiError, type ApiError } from "@vms/api-client";
import { z } from "zod";

/** What a failed pre-check or login means for the form (spec §8 User and Captcha codes). */
export type LoginFailure =
  | { kind: "wrongCredentials"; remainTimes: number | undefined; needImgCode: boolean }
  | { kind: "locked"; lockExpireTime: number | undefined }
  | { kind: "imgCodeRequired" }
  | { kind: "imgCodeWrong" }
  | { kind: "disabled" }
  | { kind: "other"; error: ApiError };

// Decision 0002: the tip sits in `data.loginErrorTip`; `needImgCode` may also come next to it.
const failureDataSchema = z.object({
  loginErrorTip: loginErrorTipSchema.optional().catch(undefined),
  needImgCode: z.boolean().optional().catch(undefined),
});

/** Reads the failure of /user/pre-check or /user/login. */
export function classifyLoginFailure(e: unknown): LoginFailure {
  const error = toApiError(e);
  const parsed = failureDataSchema.safeParse(error.data);
  const data = parsed.success ? parsed.data : {};
  const tip = data.loginErrorTip;
  switch (error.code) {
    case Code.WRONG_CREDENTIALS:
      return { kind: "wrongCredentials", remainTimes: tip?.remainTimes, needImgCode: Boolean(tip?.needImgCode ?? data.needImgCode) };
    case Code.ACCOUNT_LOCKED:
      return { kind: "locked", lockExpireTime: tip?.lockExpireTime };
    case Code.IMG_CODE_REQUIRED:
      return { kind: "imgCodeRequired" };
    case Code.IMG_CODE_WRONG:
      return { kind: "imgCodeWrong" };
    case Code.ACCOUNT_DISABLED:
      return { kind: "disabled" };
    default:
      return { kind: "other", error };
  }
}
