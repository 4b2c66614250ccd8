import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, Code } from "@vms/api-client";
import { afterEach, describe, expect, it } from "vitest";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { BindInstallerPage } from "./bind-installer-page";

describe("bind installer page (spec §2 /bind/installer/{inviteId}/{uuid})", { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.clear());

  it("§8: a used link shows the translated 20036 message and offers nothing to accept", async () => {
    mockApi({
      "/user/invite/bind-check": () => {
        throw new ApiError(Code.INVITE_USED, "server text");
      },
    });
    await renderWithProviders(<BindInstallerPage inviteId="i1" uuid="u1" />);
    const error = await screen.findByTestId("bind-link-error");
    expect(error.textContent).not.toBe("server text");
    expect(error.textContent).not.toBe("");
    expect(screen.queryByTestId("bind-accept")).toBeNull();
  });

  it("§4: the signed-in installer accepts the link once", async () => {
    sessionStore.signIn(loginResultFixture());
    const api = mockApi({
      "/user/invite/bind-check": () => ({ orgName: "Customer Co", email: "ivan@inst.test", expireTime: Date.now() + 1000 }),
      "/user/invite/bind": () => ({ orgName: "Customer Co" }),
    });
    await renderWithProviders(<BindInstallerPage inviteId="i1" uuid="u1" />);
    expect(await screen.findByTestId("bind-summary")).toHaveTextContent("Customer Co asks ivan@inst.test");
    await userEvent.click(screen.getByTestId("bind-accept"));
    expect(await screen.findByTestId("bind-done")).toHaveTextContent("You are now the installer of Customer Co.");
    expect(callsTo(api, "/user/invite/bind")).toEqual([{ inviteId: "i1", uuid: "u1" }]);
    expect(screen.queryByTestId("bind-accept")).toBeNull();
  });

  it("§2: without a session the page asks to sign in first", async () => {
    mockApi({ "/user/invite/bind-check": () => ({ orgName: "Customer Co", email: "ivan@inst.test", expireTime: Date.now() + 1000 }) });
    await renderWithProviders(<BindInstallerPage inviteId="i1" uuid="u1" />);
    expect(await screen.findByTestId("bind-sign-in")).toBeInTheDocument();
    expect(screen.queryByTestId("bind-accept")).toBeNull();
  });
});
