import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, Code } from "@vms/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { RemoteLoginPage } from "./remote-login-page";

const LINK = "/remote-access-login/g1/t1";

describe("remote-login link page (spec §2 /remote-access-login; issue 27)", { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.clear());

  it("§2: without a session it calls nothing and opens the sign-in page, coming back to the link", async () => {
    const api = mockApi({ "/remote-access-req/connect": () => loginResultFixture() });
    const { router } = await renderWithProviders(<RemoteLoginPage grantId="g1" token="t1" onSignInAgain={vi.fn()} />, { path: LINK });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toEqual({ redirect: LINK });
    expect(callsTo(api, "/remote-access-req/connect")).toEqual([]);
    expect(sessionStore.get()).toBeNull();
  });

  it("§4: signed in as the installer, the link is exchanged once for the customer's session", async () => {
    sessionStore.signIn(loginResultFixture({ token: "own-token" }));
    const remote = loginResultFixture({ token: "remote-token", user: { ...loginResultFixture().user, orgName: "Customer Co", remote: { until: null } } });
    const api = mockApi({ "/remote-access-req/connect": () => remote });
    const { router } = await renderWithProviders(<RemoteLoginPage grantId="g1" token="t1" onSignInAgain={vi.fn()} />, { path: LINK });
    await vi.waitFor(() => expect(sessionStore.get()?.token).toBe("remote-token"));
    expect(callsTo(api, "/remote-access-req/connect")).toEqual([{ grantId: "g1", token: "t1" }]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("§8: signed in as someone else (33701) it says so and offers to sign in as the installer; the session stays", async () => {
    sessionStore.signIn(loginResultFixture({ token: "customer-token" }));
    mockApi({
      "/remote-access-req/connect": () => {
        throw new ApiError(Code.REMOTE_LINK_NOT_YOURS);
      },
    });
    const signInAgain = vi.fn();
    await renderWithProviders(<RemoteLoginPage grantId="g1" token="t1" onSignInAgain={signInAgain} />, { path: LINK });
    expect(await screen.findByTestId("remote-login-error")).toHaveTextContent("works only for the installer it was granted to");
    await userEvent.click(screen.getByTestId("remote-login-sign-in-again"));
    expect(signInAgain).toHaveBeenCalledWith(LINK);
    expect(sessionStore.get()?.token).toBe("customer-token");
  });

  it("§8: an expired link (20035) offers the console, not another sign-in", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({
      "/remote-access-req/connect": () => {
        throw new ApiError(Code.INVITE_EXPIRED);
      },
    });
    await renderWithProviders(<RemoteLoginPage grantId="g1" token="t1" onSignInAgain={vi.fn()} />, { path: LINK });
    await screen.findByTestId("remote-login-error");
    expect(screen.queryByTestId("remote-login-sign-in-again")).toBeNull();
    expect(screen.getByRole("link", { name: "Go to the console" })).toBeInTheDocument();
  });
});
