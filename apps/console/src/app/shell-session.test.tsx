import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryHistory } from "@tanstack/react-router";
import { createI18n, LOCALE_STORAGE_KEY } from "@vms/i18n";
import { ALL_RESOURCE_CODES } from "@vms/permissions";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { permissionQueryOptions } from "@/entities/permission";
import { brandingQueryOptions } from "@/features/branding";
import { pushConnection } from "@/shared/push";
import { SESSION_STORAGE_KEY, sessionStore } from "@/shared/session";
import { brandingFixture, callsTo, loginResultFixture, mockApi } from "@/shared/testing";
import { AppProviders } from "./providers";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";

async function renderApp(path: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(brandingQueryOptions(location.hostname).queryKey, brandingFixture());
  queryClient.setQueryData(permissionQueryOptions().queryKey, { roleCodes: ALL_RESOURCE_CODES, dynamicCodes: ALL_RESOURCE_CODES });
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) });
  const uninstall = router.options.context.session.install();
  render(
    <AppProviders queryClient={queryClient} i18n={createI18n("en-US")}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByTestId("app-shell");
  return { router, queryClient, uninstall };
}

// The whole app renders here; its lazy parts (toaster, language/theme switches) are transformed on
// their first import in the runner, which on a busy machine takes longer than the default 5 s.
describe("signed-in shell and the session (spec §4)", { timeout: 15_000 }, () => {
  let uninstall: () => void = () => {};
  beforeEach(() => {
    sessionStore.signIn(loginResultFixture());
    localStorage.setItem(LOCALE_STORAGE_KEY, "en-US");
    vi.spyOn(pushConnection, "start").mockImplementation(() => {});
  });
  afterEach(() => {
    uninstall();
    sessionStore.clear();
  });

  it("§4: the shell starts the push socket and shows the user", async () => {
    mockApi({});
    ({ uninstall } = await renderApp("/search"));
    expect(pushConnection.start).toHaveBeenCalled();
    expect(screen.getByTestId("shell-user-name")).toHaveTextContent("Admin");
  });

  it("§4: signing out from the menu ends the session and shows /login with the locale kept", async () => {
    const api = mockApi({ "/user/logout": () => ({}) });
    const stop = vi.spyOn(pushConnection, "stop");
    const app = await renderApp("/search");
    uninstall = app.uninstall;
    await userEvent.click(within(screen.getByRole("navigation", { name: "Main menu" })).getByTestId("sign-out"));
    await vi.waitFor(() => expect(app.router.state.location.pathname).toBe("/login"));
    expect(callsTo(api, "/user/logout")).toHaveLength(1);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("en-US");
    expect(stop).toHaveBeenCalled();
    expect(screen.queryByTestId("app-shell")).toBeNull();
  });

  it("§4: another tab signing out takes this tab to /login without a server call", async () => {
    const api = mockApi({});
    const app = await renderApp("/search");
    uninstall = app.uninstall;
    act(() => {
      localStorage.removeItem(SESSION_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent("storage", { key: SESSION_STORAGE_KEY, newValue: null }));
    });
    await vi.waitFor(() => expect(app.router.state.location.pathname).toBe("/login"));
    // The page's own queries may have run; signing out here must not call the server again.
    expect(callsTo(api, "/user/logout")).toEqual([]);
  });
});
