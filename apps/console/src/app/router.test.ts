import { createMemoryHistory } from "@tanstack/react-router";
import { ALL_RESOURCE_CODES } from "@vms/permissions";
import { afterEach, describe, expect, it } from "vitest";
import { permissionQueryOptions } from "@/entities/permission";
import { brandingQueryOptions } from "@/features/branding";
import { versionInfoQueryOptions } from "@/features/version-info";
import { sessionStore } from "@/shared/session";
import { brandingFixture, loginResultFixture } from "@/shared/testing";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";

/**
 * Loads `path` headlessly (no rendering) and reports where the router ended up. Signed in as an
 * administrator holding every code unless `signedIn` is false.
 */
async function navigate(path: string, { signedIn = true } = {}) {
  const queryClient = createQueryClient();
  if (signedIn) {
    sessionStore.signIn(loginResultFixture());
    queryClient.setQueryData(permissionQueryOptions().queryKey, { roleCodes: ALL_RESOURCE_CODES, dynamicCodes: ALL_RESOURCE_CODES });
  }
  // Loaders read through the cache, so seeding it keeps these tests off the network.
  queryClient.setQueryData(brandingQueryOptions(location.hostname).queryKey, brandingFixture());
  queryClient.setQueryData(versionInfoQueryOptions().queryKey, { version: "1", apiVersion: "1.0", buildTime: "", commit: "" });
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const leaf = router.state.matches.at(-1);
  return {
    pathname: router.state.location.pathname,
    routeId: leaf?.routeId as string | undefined,
    notFound: leaf?.routeId === "__root__" || router.state.matches.some((m) => m.status === "notFound"),
    parents: router.state.matches.map((m) => m.routeId as string),
  };
}

const publicPaths = [
  "/login",
  "/signup",
  "/term/service",
  "/bind/installer/inv-1/uuid-1",
  "/vms-license-pay-res",
  "/archives-share/42",
  "/company-register/inv-1/uuid-1",
  "/user-register/inv-1/uuid-1",
  "/remote-access-login/grant-1/token-1",
  "/forgot-password",
  "/reset-password",
];

const shellPaths = [
  "/live",
  "/search",
  "/archives",
  "/archives-details/0b7e3f52-5a8e-4c1e-9d0b-1f2a3b4c5d6e",
  "/device/index",
  "/orgManagement",
  "/alarmrules/person-alarm-rule",
  "/alarmrules/general-alarm-rule",
  "/alarmrules/general-vehicle",
  "/site/sitelist",
  "/privacySecurity",
  "/privacySecurity/mfa-config",
  "/privacySecurity/operation-logs",
  "/privacySecurity/personal-logs",
  "/service/servicelicense/list",
  "/service/servicelicense/purchase",
  "/service/serviceCloudstorage/purchase",
  "/service/installer",
  "/service/order",
  "/alerts",
  "/account",
  "/account/storage-management",
  "/account/version-info",
  "/account/faq",
];

const redirects: [from: string, to: string][] = [
  ["/", "/live"],
  ["/home", "/live"],
  ["/settings", "/site/sitelist"],
  ["/alarmrules", "/alarmrules/person-alarm-rule"],
  ["/service", "/service/servicelicense/list"],
  ["/service/servicelicense", "/service/servicelicense/list"],
  ["/service/serviceCloudstorage", "/service/serviceCloudstorage/purchase"],
  // Issue 15: steps that need their search go back a step without it.
  ["/service/servicelicense/conf", "/service/servicelicense/purchase"],
  ["/service/servicelicense/pay", "/service/servicelicense/list"],
  ["/service/serviceCloudstorage/buy", "/service/serviceCloudstorage/purchase"],
  // Issue 13: a plate library's detail without its library goes to the list of libraries.
  ["/alarmrules/group-detail", "/alarmrules/general-vehicle"],
  // A user's detail without the user goes to the user list.
  ["/orgManagement/user/detail", "/orgManagement"],
];

/** Routes that open only with their search (issue 15: a licence choice, an order, a channel). */
const shellPathsWithSearch = [
  "/service/servicelicense/conf?chlNum=8&durationType=2",
  '/service/servicelicense/pay?orderNo="20261124000000000000001"',
  "/service/serviceCloudstorage/buy?sn=IPC1&chlIndex=1",
  "/alarmrules/group-detail?groupId=g1",
  "/orgManagement/user/detail?userId=u1",
];

describe("route tree (spec §2)", () => {
  afterEach(() => sessionStore.clear());

  it.each(publicPaths)("§2: public route %s resolves under the public layout", async (path) => {
    const result = await navigate(path, { signedIn: false });
    expect(result.notFound).toBe(false);
    expect(result.pathname).toBe(path);
    expect(result.parents).toContain("/_public");
    expect(result.parents).not.toContain("/_shell");
  });

  it.each(shellPaths)("§2: logged-in route %s resolves inside the shell", async (path) => {
    const result = await navigate(path);
    expect(result.notFound).toBe(false);
    expect(result.pathname).toBe(path);
    expect(result.parents).toContain("/_shell");
  });

  it.each(shellPathsWithSearch)("§2: logged-in route %s resolves inside the shell with its search", async (path) => {
    const result = await navigate(path);
    expect(result.notFound).toBe(false);
    expect(result.pathname).toBe(path.split("?")[0]);
    expect(result.parents).toContain("/_shell");
  });

  // Issue 29: a $param route parses its params; a malformed one opens the not-found page in its layout.
  it.each([
    ["/archives-details/42", "/_shell"],
    ["/term/nope", "/_public"],
    [`/user-register/${"i".repeat(65)}/uuid-1`, "/_public"],
    [`/remote-access-login/grant-1/${"t".repeat(129)}`, "/_public"],
  ])("§2: the malformed %s is not found (inside %s)", async (path, layout) => {
    const result = await navigate(path, { signedIn: layout === "/_shell" });
    expect(result.notFound).toBe(true);
    expect(result.parents).toContain(layout);
  });

  it.each(redirects)("§2: %s redirects to %s", async (from, to) => {
    const result = await navigate(from);
    expect(result.pathname).toBe(to);
    expect(result.notFound).toBe(false);
    expect(result.parents).toContain("/_shell");
  });

  // Issue 28: §2 nests organization, alarm rules, sites and privacy under /settings.
  it.each([
    ["/settings/alarmrules", "/alarmrules/person-alarm-rule"],
    ["/settings/alarmrules/person-alarm-rule", "/alarmrules/person-alarm-rule"],
    ["/settings/alarmrules/general-alarm-rule", "/alarmrules/general-alarm-rule"],
    ["/settings/alarmrules/general-vehicle", "/alarmrules/general-vehicle"],
    ["/settings/orgManagement", "/orgManagement"],
    ["/settings/site/sitelist", "/site/sitelist"],
    ["/settings/privacySecurity/operation-logs", "/privacySecurity/operation-logs"],
  ])("§2: %s (as §2 nests it) opens %s", async (from, to) => {
    const result = await navigate(from);
    expect(result.pathname).toBe(to);
    expect(result.notFound).toBe(false);
    expect(result.parents).toContain("/_shell");
  });

  it("§2: a nested settings path keeps its search (a plate library's detail)", async () => {
    const result = await navigate("/settings/alarmrules/group-detail?groupId=g1");
    expect(result.routeId).toBe("/_shell/alarmrules/group-detail");
    expect(result.pathname).toBe("/alarmrules/group-detail");
  });

  // Issue 28: an unknown address keeps the logo, menu and theme around "Page not found".
  it.each([
    ["/no-such-page", "/_shell/$"],
    ["/live/extra", "/_shell/$"],
    ["/alarmrules/no-such-tab", "/_shell/$"],
    ["/settings/no-such-page", "/_shell/settings/$"],
    ["/settings/live", "/_shell/settings/$"],
  ])("an unknown address %s is not found, inside the shell", async (path, routeId) => {
    const result = await navigate(path);
    expect(result.pathname).toBe(path);
    expect(result.routeId).toBe(routeId);
    expect(result.parents).toContain("/_shell");
  });

  it("an unknown address asks a signed-out visitor to sign in first (§2 guard)", async () => {
    const result = await navigate("/no-such-page", { signedIn: false });
    expect(result.pathname).toBe("/login");
  });
});
