import { describe, expect, it } from "vitest";
import { passwordRuleStatus } from "./password-rules";

const met = (password: string) => Object.fromEntries(passwordRuleStatus(password).map(({ rule, met: ok }) => [rule, ok]));

describe("password rule hints (spec §5)", () => {
  it("§5: no rule shows as met while the password is empty", () => {
    expect(met("")).toEqual({ length: false, variety: false, forbidden: false });
  });

  it("§5: each rule is met on its own as the password grows", () => {
    expect(met("a")).toEqual({ length: false, variety: false, forbidden: true });
    expect(met("abcdefg1")).toEqual({ length: true, variety: true, forbidden: true });
    expect(met("abcdefg1<")).toEqual({ length: true, variety: true, forbidden: false });
    expect(met("x".repeat(17))).toEqual({ length: false, variety: false, forbidden: true });
  });
});
