import { Code, toApiError, type ApiError, type LoginErrorTip } from "@vms/api-client";

/** What a failed pre-check or login means for the form (spec §8 User and Captcha codes). */
export type LoginFailure =
  | { kind: "wrongCredentials"; remainTimes: number | undefined; needImgCode: boolean }
  | { kind: "locked"; lockExpireTime: number | undefined }
  | { kind: "imgCodeRequired" }
  | { kind: "imgCodeWrong" }
  | { kind: "disabled" }
  | { kind: "other"; error: ApiError };

const field = (data: unknown, key: string): unknown => (typeof data === "object" && data !== null ? (data as Record<string, unknown>)[key] : undefined);
const count = (value: unknown) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : undefined);
const epochMs = (value: unknown) => (Number.isInteger(value) ? (value as number) : undefined);

/**
 * The fields of `loginErrorTip` (decision 0002; `needImgCode` may also sit next to it), each kept
 * only when it has the contract's type (loginErrorTipSchema). Read by hand rather than with the
 * schema: the sign-in page's first load carries no zod (decision 0012).
 */
function readTip(data: unknown): LoginErrorTip {
  const tip = field(data, "loginErrorTip");
  const need = field(tip, "needImgCode") ?? field(data, "needImgCode");
  return {
    remainTimes: count(field(tip, "remainTimes")),
    lockExpireTime: epochMs(field(tip, "lockExpireTime")),
    ...(typeof need === "boolean" ? { needImgCode: need } : {}),
  };
}

/** Reads the failure of /user/pre-check or /user/login. */
export function classifyLoginFailure(e: unknown): LoginFailure {
  const error = toApiError(e);
  const tip = readTip(error.data);
  switch (error.code) {
    case Code.WRONG_CREDENTIALS:
      return { kind: "wrongCredentials", remainTimes: tip.remainTimes, needImgCode: Boolean(tip.needImgCode) };
    case Code.ACCOUNT_LOCKED:
      return { kind: "locked", lockExpireTime: tip.lockExpireTime };
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
