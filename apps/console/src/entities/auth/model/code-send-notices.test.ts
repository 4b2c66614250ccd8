import { ApiError, Code } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { classifyCodeSendFailure, codeLimitedMessage, codeSendFailedMessage, codeTooOftenMessage } from "./code-send-notices";

describe("classifyCodeSendFailure (spec §4 e-mail code states, §7, §8 too frequent)", () => {
  it("§8 1024: the daily limit → limited", () => {
    expect(classifyCodeSendFailure(new ApiError(Code.SEND_LIMIT))).toEqual({ kind: "limited", message: codeLimitedMessage });
  });

  it.each([Code.TOO_FREQUENT_CODE, Code.TOO_FREQUENT])("§8 %i with the server's wait: too often, count down what is left", (code) => {
    expect(classifyCodeSendFailure(new ApiError(code, "", { resendAfter: 37 }))).toEqual({ kind: "tooOften", message: codeTooOftenMessage, resendAfter: 37 });
  });

  it.each([Code.TOO_FREQUENT_CODE, Code.TOO_FREQUENT])("§8 %i without a wait: the code's own message, no countdown", (code) => {
    expect(classifyCodeSendFailure(new ApiError(code))).toMatchObject({ kind: "tooOften", message: { id: `error.${code}` }, resendAfter: undefined });
  });

  it("§7: a failure without a code of its own → send failed", () => {
    expect(classifyCodeSendFailure(new ApiError(987_654, "smtp down"))).toEqual({ kind: "failed", message: codeSendFailedMessage });
  });

  it("§8: a catalogued failure says what went wrong", () => {
    expect(classifyCodeSendFailure(new TypeError("fetch failed"))).toMatchObject({ kind: "failed", message: { id: "error.12344" } });
  });
});
