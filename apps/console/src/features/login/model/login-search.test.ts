import { describe, expect, it } from "vitest";
import { loginSearchSchema } from "./login-search";
import { sanitizeRedirect } from "./sanitize-redirect";

describe("sanitizeRedirect (spec §2: back to the page that asked for login, on this site only)", () => {
  it.each([
    ["/live", "/live"],
    ["/site/sitelist?tab=2#top", "/site/sitelist?tab=2#top"],
    ["/archives-details/42", "/archives-details/42"],
    ["/a/../live", "/live"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(sanitizeRedirect(input)).toBe(expected);
  });

  it.each([
    ["another origin", "https://evil.example/"],
    ["protocol-relative", "//evil.example/x"],
    ["backslash read as slash", "/\\evil.example"],
    ["backslash later", "/live\\..\\x"],
    ["tab stripped into //", "/\t/evil.example"],
    ["newline", "/live\nx"],
    ["javascript:", "javascript:alert(1)"],
    ["relative", "live"],
    ["empty", ""],
    ["the login page itself", "/login?redirect=/live"],
    ["not a string", 42],
    ["undefined", undefined],
  ])("drops %s", (_label, input) => {
    expect(sanitizeRedirect(input)).toBeUndefined();
  });

  it("the search schema sanitises and never fails the page", () => {
    expect(loginSearchSchema.parse({ redirect: "/live" })).toEqual({ redirect: "/live" });
    expect(loginSearchSchema.parse({ redirect: "//evil.example" })).toEqual({ redirect: undefined });
    expect(loginSearchSchema.parse({ redirect: 12 })).toEqual({ redirect: undefined });
    expect(loginSearchSchema.parse({})).toEqual({ redirect: undefined });
  });
});
