import { describe, expect, it } from "vitest";
import { catalogs } from "./catalogs.js";
import { createI18n, translate } from "./i18n.js";

describe("translate", () => {
  it("§8: translates an error-catalogue descriptor into each locale", () => {
    const descriptor = { id: "error.20005", message: "The user name or password is wrong." };
    expect(translate("en-US", descriptor)).toBe("The user name or password is wrong.");
    expect(translate("zh-CN", descriptor)).toBe("用户名或密码错误。");
  });

  it("§8: fills placeholders in both locales", () => {
    const descriptor = { id: "error.group.device", message: "The device operation failed (error {code}).", values: { code: 33999 } };
    expect(translate("en-US", descriptor)).toBe("The device operation failed (error 33999).");
    expect(translate("zh-CN", descriptor)).toBe("设备操作失败（错误 33999）。");
  });

  it("falls back to the descriptor's message for an id not in the catalog", () => {
    expect(translate("zh-CN", { id: "not.in.catalog", message: "Plain {x}", values: { x: 1 } })).toBe("Plain 1");
  });
});

describe("createI18n", () => {
  it("loads every catalog and activates the given locale", () => {
    const i18n = createI18n("zh-CN");
    expect(i18n.locale).toBe("zh-CN");
    expect(Object.keys(catalogs)).toEqual(["en-US", "zh-CN"]);
    expect(i18n._("error.7062")).toBe("设备离线。");
    i18n.activate("en-US");
    expect(i18n._("error.7062")).toBe("The device is offline.");
  });

  it("defaults to en-US", () => {
    expect(createI18n().locale).toBe("en-US");
  });
});
