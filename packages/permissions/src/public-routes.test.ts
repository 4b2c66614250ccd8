import { describe, expect, it } from "vitest";
import { matchPath } from "./path-match.js";
import { findPublicRoute, isPublicPath, loadsBrandingFirst, PUBLIC_ROUTES } from "./public-routes.js";

describe("public routes (§2)", () => {
  it("§2: lists the spec's public routes plus the password screens", () => {
    expect(PUBLIC_ROUTES.filter((r) => r.inSpecTable).map((r) => r.path)).toEqual([
      "/login", "/signup", "/term/$type", "/bind/installer/$inviteId/$uuid", "/vms-license-pay-res", "/archives-share/$id",
      "/company-register/$inviteId/$uuid", "/user-register/$inviteId/$uuid", "/remote-access-login/$grantId/$token",
    ]);
    expect(PUBLIC_ROUTES.filter((r) => !r.inSpecTable).map((r) => r.path)).toEqual(["/forgot-password", "/reset-password"]);
  });

  it.each([
    "/login", "/signup", "/term/service", "/bind/installer/inv/uuid-1", "/vms-license-pay-res", "/archives-share/99",
    "/company-register/inv/u", "/user-register/inv/u", "/remote-access-login/grant/tok", "/login?redirect=%2Flive", "/signup/",
  ])("§2: %s is public", (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each(["/live", "/", "/home", "/term", "/term/a/b", "/bind/installer/inv", "/archives-share", "/login/extra", "/loginx"])(
    "§2: %s is not public",
    (path) => {
      expect(isPublicPath(path)).toBe(false);
    },
  );

  it("§2: installer bind, registration, payment result, archives share and remote login load branding first", () => {
    for (const path of ["/bind/installer/i/u", "/company-register/i/u", "/user-register/i/u", "/vms-license-pay-res", "/archives-share/1", "/remote-access-login/g/t"]) {
      expect(loadsBrandingFirst(path), path).toBe(true);
    }
    for (const path of ["/login", "/signup", "/term/x", "/forgot-password", "/live"]) expect(loadsBrandingFirst(path), path).toBe(false);
  });

  it("§2: findPublicRoute returns the matched pattern", () => {
    expect(findPublicRoute("/term/privacy")?.path).toBe("/term/$type");
    expect(findPublicRoute("/live")).toBeUndefined();
  });

  it("§2: matchPath matches $params as one non-empty segment", () => {
    expect(matchPath("/a/$x", "/a/1")).toBe(true);
    expect(matchPath("/a/$x", "/a/")).toBe(false);
    expect(matchPath("/a/$x", "/a//")).toBe(false);
    expect(matchPath("/", "/")).toBe(true);
    expect(matchPath("/a", "/a#frag")).toBe(true);
  });
});
