import { ApiError, Code } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { classifyLoginFailure } from "./login-failure";

describe("classifyLoginFailure (spec §8 User and Captcha codes)", () => {
  it("§8 20005: tries remaining and whether an image code is needed now", () => {
    expect(classifyLoginFailure(new ApiError(Code.WRONG_CREDENTIALS, "", { loginErrorTip: { remainTimes: 2, needImgCode: true } }))).toEqual({
      kind: "wrongCredentials",
      remainTimes: 2,
      needImgCode: true,
    });
    expect(classifyLoginFailure(new ApiError(Code.WRONG_CREDENTIALS, "", { loginErrorTip: {}, needImgCode: true }))).toMatchObject({ needImgCode: true });
    expect(classifyLoginFailure(new ApiError(Code.WRONG_CREDENTIALS))).toEqual({ kind: "wrongCredentials", remainTimes: undefined, needImgCode: false });
  });

  it("§7 20006: the lock expiry comes from data.loginErrorTip.lockExpireTime", () => {
    expect(classifyLoginFailure(new ApiError(Code.ACCOUNT_LOCKED, "", { loginErrorTip: { lockExpireTime: 1_900_000_000_000 } }))).toEqual({
      kind: "locked",
      lockExpireTime: 1_900_000_000_000,
    });
  });

  it("§8: image code required, image code wrong, disabled", () => {
    expect(classifyLoginFailure(new ApiError(Code.IMG_CODE_REQUIRED)).kind).toBe("imgCodeRequired");
    expect(classifyLoginFailure(new ApiError(Code.IMG_CODE_WRONG)).kind).toBe("imgCodeWrong");
    expect(classifyLoginFailure(new ApiError(Code.ACCOUNT_DISABLED)).kind).toBe("disabled");
  });

  it("anything else, including malformed tips and non-API errors, is 'other'", () => {
    expect(classifyLoginFailure(new ApiError(Code.TOO_FREQUENT)).kind).toBe("other");
    expect(classifyLoginFailure(new TypeError("boom"))).toMatchObject({ kind: "other", error: { code: Code.NETWORK_ERROR } });
    expect(classifyLoginFailure(new ApiError(Code.WRONG_CREDENTIALS, "", { loginErrorTip: { remainTimes: "x" } }))).toMatchObject({
      kind: "wrongCredentials",
      remainTimes: undefined,
    });
  });
});
