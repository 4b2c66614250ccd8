import { describe, expect, it } from "vitest";
import { ApiError, isApiError } from "./api-error.js";
import { catalogueEntry } from "./catalogue.js";
import { Code } from "./codes.js";
import { resolveErrorDisplay, TOAST_MS } from "./display.js";

describe("resolveErrorDisplay", () => {
  it("§8: a translated message is shown for a catalogued code, even when the server sent text", () => {
    const d = resolveErrorDisplay(7001, "user not found");
    expect(d).toEqual({ kind: "translated", message: catalogueEntry(7001)?.message, forceLogout: false });
  });

  it("§8: an uncatalogued code shows the server msg", () => {
    expect(resolveErrorDisplay(98765, "Something odd")).toEqual({ kind: "server", text: "Something odd", forceLogout: false });
  });

  it("§8: an uncatalogued code without a server msg shows nothing", () => {
    expect(resolveErrorDisplay(98765, "")).toEqual({ kind: "none", forceLogout: false });
  });

  it("§8: hideTip rejects silently", () => {
    expect(resolveErrorDisplay(7001, "x", { hideTip: true })).toEqual({ kind: "none", forceLogout: false });
    expect(resolveErrorDisplay(98765, "x", { hideTip: true })).toEqual({ kind: "none", forceLogout: false });
  });

  it.each([20006, 20007, 20008, 20009, 20046, 20031, 404, 7063, 23015, 33011, 33063, 33064, 20052, 7026, 23045, 23044, 31101, 31109, 1027, 33621])(
    "§8: silent-list code %i shows neither the server msg nor a toast",
    (code) => {
      expect(resolveErrorDisplay(code, "server text")).toEqual({ kind: "none", forceLogout: false });
    },
  );

  it.each([20004, 10002, 7009, 7088, 7090, 7004, 9100, 9101, 9102, 9103, 9104, 7003, 123456])(
    "§8: code %i shows its message and forces logout, even when the call hides tips",
    (code) => {
      const shown = resolveErrorDisplay(code, "server text");
      expect(shown.forceLogout).toBe(true);
      expect(shown).toMatchObject({ kind: "translated", message: catalogueEntry(code)?.message });
      expect(resolveErrorDisplay(code, "", { hideTip: true })).toEqual(shown);
    },
  );

  it("§8: timeout shows 12345 and network error shows 12344", () => {
    expect(resolveErrorDisplay(Code.NETWORK_TIMEOUT, "")).toMatchObject({ kind: "translated", message: { id: "error.12345" } });
    expect(resolveErrorDisplay(Code.NETWORK_ERROR, "")).toMatchObject({ kind: "translated", message: { id: "error.12344" } });
  });

  it("§8: an HTTP error status shows the message for that status", () => {
    for (const status of [401, 403, 408, 500, 501, 502, 503, 504]) {
      expect(resolveErrorDisplay(status, "")).toMatchObject({ kind: "translated", message: { id: `error.${status}` } });
    }
  });

  it("§8: a listed-only code shows its group message with the code filled in", () => {
    expect(resolveErrorDisplay(33110, "")).toMatchObject({
      kind: "translated",
      message: { id: "error.group.licence", values: { code: 33110 } },
    });
  });

  it("§9: toasts stay up 2000 ms", () => {
    expect(TOAST_MS).toBe(2000);
  });
});

describe("ApiError", () => {
  it("§8: carries code, server msg and data", () => {
    const data = { loginErrorTip: { lockExpireTime: 123 } };
    const e = new ApiError(20006, "locked", data);
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ name: "ApiError", code: 20006, serverMsg: "locked", data });
    expect(e.message).toBe("API error 20006: locked");
    expect(new ApiError(12344)).toMatchObject({ serverMsg: "", data: null, message: "API error 12344" });
  });

  it("§8: isApiError narrows, optionally by code", () => {
    const e = new ApiError(7062, "offline");
    expect(isApiError(e)).toBe(true);
    expect(isApiError(e, 7062)).toBe(true);
    expect(isApiError(e, 7001, 7062)).toBe(true);
    expect(isApiError(e, 7001)).toBe(false);
    expect(isApiError(new Error("x"))).toBe(false);
    expect(isApiError({ code: 7062 })).toBe(false);
  });
});
