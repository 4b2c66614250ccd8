import { describe, expect, it } from "vitest";
import { validateRegister } from "./validate-register";

const valid = { userName: "Ann", orgName: "", password: "Secret-123", confirm: "Secret-123" };

describe("validateRegister (spec §5)", () => {
  it("§5: a valid user registration has no errors; the organization name only counts for a company", () => {
    expect(validateRegister(valid, false)).toEqual({});
    expect(Object.keys(validateRegister(valid, true))).toEqual(["orgName"]);
    expect(validateRegister({ ...valid, orgName: "New Co" }, true)).toEqual({});
  });

  it("§5: names with forbidden characters, weak or mismatched passwords are refused", () => {
    expect(Object.keys(validateRegister({ ...valid, userName: "a<b" }, false))).toEqual(["userName"]);
    expect(Object.keys(validateRegister({ ...valid, password: "short", confirm: "short" }, false))).toEqual(["password"]);
    expect(Object.keys(validateRegister({ ...valid, confirm: "Secret-124" }, false))).toEqual(["confirm"]);
  });
});
