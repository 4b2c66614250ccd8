import { createMemoryHistory } from "@tanstack/react-router";
import { ApiError, Code } from "@vms/api-client";
import { ALL_RESOURCE_CODES, BUILT_IN_ROLES, type UserPermissions } from "@vms/permissions";
import { afterEach, describe, expect, it, vi } from "vitest";
import { permissionQueryOptions, permissionRetries, previousPath } from "@/entities/permission";
import { brandingQueryOptions } from "@/features/branding";
import { permissionsFailedMessage } from "@/features/session";
import { notifier } from "@/shared/notifier";
import { onPluginReset } from "@/shared/plugin";
import { sessionStore } from "@/shared/session";
import { brandingFixture, loginResultFixture, mockApi } from "@/shared/testing";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";

const ADMIN: UserPermissions = { roleCodes: ALL_RESOURCE_CODES, dynamicCodes: ALL_RESOURCE_CODES };
const LIVE_ONLY: UserPermissions = { roleCodes: BUILT_IN_ROLES.liveOnlyViewer.codes, dynamicCodes: [] };

/** A headless router at `path`; signed in with `perms` already loaded, or signed out. */
async function start(path: string, perms?: UserPermissions) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(brandingQueryOptions(location.hostname).queryKey, brandingFixture());
  if (perms) {
    sessionStore.signIn(loginResultFixture());
    queryClient.setQueryData(permissionQueryOptions().queryKey, perms);
  }
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const where = () => `${router.state.location.pathname}${router.state.location.searchStr}`;
  const go = async (to: string) => {
    await router.navigate({ href: to });
    return where();
  };
  return { router, queryClient, where, go };
}

describe("route guards (spec §2)", () => {
  afterEach(() => {
    sessionStore.clear();
    previousPath.forget();
    permissionRetries.reset();
    notifier.getSnapshot().forEach((t) => notifier.dismiss(t.id));
  });

  it("§2: a signed-out visit to /live goes to /login?redirect=/live", async () => {
    const { where } = await start("/live");
    expect(where()).toBe("/login?redirect=%2Flive");
  });

  it("§2: the redirect keeps the search of the page asked for", async () => {
    const { router } = await start("/archives?page=2");
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toEqual({ redirect: "/archives?page=2" });
  });

  it("§2: a live-only viewer typing /device/index or /settings lands on /live", async () => {
    const { where, go } = await start("/device/index", LIVE_ONLY);
    expect(where()).toBe("/live");
    expect(await go("/settings")).toBe("/live");
    expect(await go("/account")).toBe("/account");
    // Now the previous permitted page is the account page.
    expect(await go("/alerts")).toBe("/account");
  });

  it("§2: visiting /login while signed in goes back to the previous permitted page", async () => {
    const { go } = await start("/archives", ADMIN);
    expect(await go("/search")).toBe("/search");
    expect(await go("/login")).toBe("/search");
    expect(await go("/signup")).toBe("/search");
  });

  it("§2: other public pages stay open while signed in", async () => {
    const { go } = await start("/live", ADMIN);
    expect(await go("/archives-share/7")).toBe("/archives-share/7");
  });

  it("§2 §4: permissions are fetched before the guard decides", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({
      "/func-res/list": () => ({ roleAuthList: [{ resCode: "vms_event_search" }] }),
      "/func-res/dynamic-list": () => ({ dynamicAuthList: [] }),
    });
    const { where } = await start("/live");
    expect(where()).toBe("/search");
  });

  it("§4: when the permissions cannot be loaded the session ends and /login explains why", async () => {
    sessionStore.signIn(loginResultFixture());
    const api = mockApi({
      "/func-res/list": () => {
        throw new ApiError(Code.INTERNAL);
      },
      "/func-res/dynamic-list": () => ({ dynamicAuthList: [] }),
    });
    const { where } = await start("/live");
    await vi.waitFor(() => expect(where()).toBe("/login"));
    expect(sessionStore.get()).toBeNull();
    expect(api.mock.calls.filter(([p]) => p === "/func-res/list")).toHaveLength(3);
    expect(notifier.getSnapshot()).toEqual([expect.objectContaining({ message: permissionsFailedMessage })]);
    // Cleared: the counter is back to 3 for the next sign-in.
    expect(permissionRetries.left()).toBe(3);
  });

  it("§2: leaving a page for /login resets the plugin state; staying on /login does not", async () => {
    const reset = vi.fn();
    const off = onPluginReset(reset);
    const { router, go } = await start("/signup");
    expect(await go("/login")).toBe("/login");
    expect(reset).toHaveBeenCalledTimes(1);
    await router.navigate({ to: "/login", search: { redirect: "/live" } });
    expect(reset).toHaveBeenCalledTimes(1);
    off();
  });
});
