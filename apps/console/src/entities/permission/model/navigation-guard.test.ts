import { QueryClient } from "@tanstack/react-query";
import { ApiError, Code } from "@vms/api-client";
import { ALL_RESOURCE_CODES, BUILT_IN_ROLES, type UserPermissions } from "@vms/permissions";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sessionStore } from "@/shared/session";
import { loginResultFixture, mockApi } from "@/shared/testing";
import { guardPublicNavigation, guardShellNavigation } from "./navigation-guard";
import { permissionRetries } from "./permission-retries";
import { permissionKeys } from "./permissions-query";
import { previousPath } from "./previous-path";

const ADMIN: UserPermissions = { roleCodes: ALL_RESOURCE_CODES, dynamicCodes: ALL_RESOURCE_CODES };
const LIVE_ONLY: UserPermissions = { roleCodes: BUILT_IN_ROLES.liveOnlyViewer.codes, dynamicCodes: [] };
const ORDINARY: UserPermissions = { roleCodes: BUILT_IN_ROLES.ordinaryUser.codes, dynamicCodes: [] };

function clientWith(perms?: UserPermissions) {
  const queryClient = new QueryClient();
  if (perms) queryClient.setQueryData(permissionKeys.all, perms);
  return queryClient;
}
const at = (href: string) => ({ pathname: href.split("?")[0]!, href });

describe("shell guard (spec §2 guard rules)", () => {
  beforeEach(() => sessionStore.signIn(loginResultFixture()));
  afterEach(() => {
    sessionStore.clear();
    previousPath.forget();
    permissionRetries.reset();
  });

  it("§2: without a token every shell page goes to /login", async () => {
    sessionStore.clear();
    const api = mockApi({});
    for (const path of ["/live", "/account", "/device/index"]) {
      await expect(guardShellNavigation(clientWith(), at(path))).resolves.toEqual({ action: "login" });
    }
    expect(api).not.toHaveBeenCalled();
  });

  it("§2: permissions are fetched before the guard decides", async () => {
    const api = mockApi({
      "/func-res/list": () => ({ roleAuthList: [{ resCode: "vms_live" }] }),
      "/func-res/dynamic-list": () => ({ dynamicAuthList: [] }),
    });
    await expect(guardShellNavigation(clientWith(), at("/device/index"))).resolves.toEqual({ action: "redirect", href: "/live" });
    expect(api).toHaveBeenCalledTimes(2);
  });

  it("§2: a permitted page passes and becomes the previous permitted page", async () => {
    await expect(guardShellNavigation(clientWith(ADMIN), at("/archives?from=menu"))).resolves.toEqual({ action: "allow" });
    expect(previousPath.get()).toBe("/archives?from=menu");
  });

  it("§2: a preload does not change the previous permitted page", async () => {
    await guardShellNavigation(clientWith(ADMIN), at("/search"), true);
    expect(previousPath.get()).toBeNull();
  });

  it("§2: a page without permission goes back to the previous permitted page", async () => {
    const queryClient = clientWith(ORDINARY);
    await guardShellNavigation(queryClient, at("/search"));
    await expect(guardShellNavigation(queryClient, at("/service/order"))).resolves.toEqual({ action: "redirect", href: "/search" });
  });

  it("§2: without a previous page it goes to the first permitted menu route", async () => {
    for (const path of ["/device/index", "/settings", "/site/sitelist", "/alerts"]) {
      await expect(guardShellNavigation(clientWith(LIVE_ONLY), at(path))).resolves.toEqual({ action: "redirect", href: "/live" });
    }
  });

  it("§2: sections land on the user's first reachable child", async () => {
    await expect(guardShellNavigation(clientWith(ORDINARY), at("/settings"))).resolves.toEqual({ action: "redirect", href: "/privacySecurity" });
    await expect(guardShellNavigation(clientWith(ADMIN), at("/settings"))).resolves.toEqual({ action: "redirect", href: "/site/sitelist" });
  });

  it("§4: failing permissions end in 'failed' after the three attempts", async () => {
    mockApi({
      "/func-res/list": () => {
        throw new ApiError(Code.INTERNAL);
      },
      "/func-res/dynamic-list": () => ({ dynamicAuthList: [] }),
    });
    const decision = await guardShellNavigation(clientWith(), at("/live"));
    expect(decision.action).toBe("failed");
    expect(permissionRetries.left()).toBe(0);
  });
});

describe("sign-in pages while signed in (spec §2)", () => {
  beforeEach(() => sessionStore.signIn(loginResultFixture()));
  afterEach(() => {
    sessionStore.clear();
    previousPath.forget();
  });

  it("§2: /login goes to the previous permitted page", async () => {
    previousPath.remember("/archives");
    await expect(guardPublicNavigation(clientWith(ADMIN), "/login")).resolves.toEqual({ action: "redirect", href: "/archives" });
  });

  it("§2: /login without a previous page goes to the first permitted route", async () => {
    await expect(guardPublicNavigation(clientWith(LIVE_ONLY), "/login")).resolves.toEqual({ action: "redirect", href: "/live" });
    await expect(guardPublicNavigation(clientWith({ roleCodes: [], dynamicCodes: [] }), "/login")).resolves.toEqual({ action: "redirect", href: "/account" });
  });

  it("§2: sign-up and password recovery also send a signed-in user back", async () => {
    for (const path of ["/signup", "/forgot-password", "/reset-password"]) {
      await expect(guardPublicNavigation(clientWith(ADMIN), path)).resolves.toEqual({ action: "redirect", href: "/live" });
    }
  });

  it("§2: other public pages stay open while signed in", async () => {
    for (const path of ["/archives-share/9", "/vms-license-pay-res", "/term/service"]) {
      await expect(guardPublicNavigation(clientWith(ADMIN), path)).resolves.toEqual({ action: "allow" });
    }
  });

  it("§2: signed out, /login opens", async () => {
    sessionStore.clear();
    await expect(guardPublicNavigation(clientWith(), "/login")).resolves.toEqual({ action: "allow" });
  });
});
