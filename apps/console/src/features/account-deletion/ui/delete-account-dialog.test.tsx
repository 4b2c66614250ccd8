import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError } from "@vms/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { DeleteAccountDialog } from "./delete-account-dialog";

describe("account deletion (spec §7 /user/unregister*, §8 33400 33401)", { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.clear());

  it("§8: lists what blocks the deletion and offers no confirmation", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ "/user/unregister-check": () => ({ canUnregister: false, subUserCount: 2, deviceCount: 3 }) });
    await renderWithProviders(<DeleteAccountDialog open onClose={() => undefined} onDeleted={() => undefined} />);
    const blocked = await screen.findByTestId("delete-account-blocked");
    expect(blocked).toHaveTextContent("Other users: 2.");
    expect(blocked).toHaveTextContent("Devices: 3.");
    expect(screen.queryByTestId("delete-account-confirm")).toBeNull();
  });

  it("§7: a wrong password is said inline; the right one deletes and signs out", async () => {
    sessionStore.signIn(loginResultFixture());
    let attempt = 0;
    const api = mockApi({
      "/user/unregister-check": () => ({ canUnregister: true, subUserCount: 0, deviceCount: 0 }),
      "/user/unregister": () => {
        attempt += 1;
        if (attempt === 1) throw new ApiError(20005);
        return {};
      },
    });
    const onDeleted = vi.fn();
    await renderWithProviders(<DeleteAccountDialog open onClose={() => undefined} onDeleted={onDeleted} />);
    await userEvent.type(await screen.findByTestId("delete-account-password"), "Wrong-1");
    await userEvent.click(screen.getByTestId("delete-account-confirm"));
    expect(await screen.findByTestId("delete-account-error")).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByTestId("delete-account-password"));
    await userEvent.type(screen.getByTestId("delete-account-password"), "Right-Pass-1");
    await userEvent.click(screen.getByTestId("delete-account-confirm"));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(callsTo(api, "/user/unregister")).toEqual([{ password: "Wrong-1" }, { password: "Right-Pass-1" }]);
  });

  it("§7: the deletion is confirmed by an e-mail code instead of the password", async () => {
    sessionStore.signIn(loginResultFixture());
    const api = mockApi({
      "/user/unregister-check": () => ({ canUnregister: true, subUserCount: 0, deviceCount: 0 }),
      "/user/unregister/send-code": () => ({ resendAfter: 120, expireSeconds: 600 }),
      "/user/unregister": () => ({}),
    });
    const onDeleted = vi.fn();
    await renderWithProviders(<DeleteAccountDialog open onClose={() => undefined} onDeleted={onDeleted} />);
    await userEvent.click(await screen.findByTestId("delete-account-by-code"));
    expect(screen.queryByTestId("delete-account-password")).toBeNull();
    await userEvent.click(screen.getByTestId("send-code"));
    await vi.waitFor(() => expect(callsTo(api, "/user/unregister/send-code")).toHaveLength(1));
    expect(await screen.findByText(/Resend in 1[12]\d s/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: /E-mail code/ }), "123456");
    await userEvent.click(screen.getByTestId("delete-account-confirm"));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(callsTo(api, "/user/unregister")).toEqual([{ emailCode: "123456" }]);
  });
});
