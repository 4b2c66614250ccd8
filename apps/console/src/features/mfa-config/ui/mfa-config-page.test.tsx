import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, Code, type MfaState } from "@vms/api-client";
import { RES, type UserPermissions } from "@vms/permissions";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { permissionKeys } from "@/entities/permission";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { MfaConfigPage } from "./mfa-config-page";

const OFF: MfaState = { mfaEnabled: false, orgEnforced: false, mfaList: [] };
const SECRET = "JBSWY3DPEHPK3PXP";
const setup = { type: "OTP" as const, secret: SECRET, otpauthUri: `otpauth://totp/VMS:admin@demo.local?secret=${SECRET}&issuer=VMS` };

async function renderPage(perms: UserPermissions = { roleCodes: [RES.MFA_CONFIG_MGR], dynamicCodes: [] }) {
  const view = await renderWithProviders(<MfaConfigPage />, { path: "/privacySecurity/mfa-config" });
  view.queryClient.setQueryData(permissionKeys.all, perms);
  return view;
}

const successToasts = () => notifier.getSnapshot().filter((t) => t.severity === "success" && "message" in t && t.message.message === "Operation successful.");

describe("MFA configuration (spec §2, §7 MFA)", () => {
  beforeEach(() => sessionStore.signIn(loginResultFixture()));
  afterEach(() => {
    sessionStore.clear();
    notifier.getSnapshot().forEach((t) => notifier.dismiss(t.id));
  });

  it("§7: lists the user's factors", async () => {
    mockApi({ "/user/mfa/list": () => ({ mfaEnabled: true, orgEnforced: false, mfaList: [{ type: "EMAIL", enabled: true, createTime: 1 }] }) });
    await renderPage();
    expect(await screen.findByTestId("mfa-factor-EMAIL")).toHaveTextContent("E-mail code");
    expect(screen.getByTestId("mfa-self-switch").querySelector("input")).toBeChecked();
  });

  it("§7: adds an authenticator app: QR code and secret, then the 6-digit code is verified", async () => {
    const api = mockApi({
      "/user/mfa/list": () => OFF,
      "/user/mfa/create": () => setup,
      "/user/mfa/verify": () => ({ ...OFF, mfaList: [{ type: "OTP", enabled: true, createTime: 2 }] }),
    });
    await renderPage();
    await userEvent.click(await screen.findByTestId("add-authenticator"));
    const dialog = await screen.findByRole("dialog", { name: "Add an authenticator app" });
    expect(await within(dialog).findByTestId("otp-secret")).toHaveTextContent(SECRET);
    const qr = await within(dialog).findByTestId("otp-qr");
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(callsTo(api, "/user/mfa/create")).toEqual([{ type: "OTP" }]);

    await userEvent.click(within(dialog).getByLabelText("Digit 1"));
    await userEvent.keyboard("123456");
    await vi.waitFor(() => expect(callsTo(api, "/user/mfa/verify")).toEqual([{ type: "OTP", code: "123456" }]));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByTestId("mfa-factor-OTP")).toHaveTextContent("Authenticator app");
    expect(screen.queryByTestId("add-authenticator")).toBeNull();
    expect(successToasts()).toHaveLength(1);
  });

  it("§8: a wrong app code (33671) shows under the boxes, not as a toast, and the boxes empty", async () => {
    mockApi({
      "/user/mfa/list": () => OFF,
      "/user/mfa/create": () => setup,
      "/user/mfa/verify": () => {
        throw new ApiError(Code.MFA_CODE_WRONG);
      },
    });
    await renderPage();
    await userEvent.click(await screen.findByTestId("add-authenticator"));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByTestId("otp-secret");
    await userEvent.click(within(dialog).getByLabelText("Digit 1"));
    await userEvent.keyboard("000000");
    expect(await within(dialog).findByTestId("otp-error")).toHaveTextContent("The multi-factor code is wrong.");
    expect(within(dialog).getByLabelText("Digit 1")).toHaveValue("");
    expect(notifier.getSnapshot()).toEqual([]);
  });

  it("§7: switching MFA on for oneself sends scope SELF and shows 'operation successful'", async () => {
    const api = mockApi({ "/user/mfa/list": () => OFF, "/user/mfa/set": () => ({ ...OFF, mfaEnabled: true }) });
    await renderPage();
    const toggle = (await screen.findByTestId("mfa-self-switch")).querySelector("input")!;
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(callsTo(api, "/user/mfa/set")).toEqual([{ enabled: true, scope: "SELF" }]));
    await vi.waitFor(() => expect(toggle).toBeChecked());
    expect(successToasts()).toHaveLength(1);
  });

  it("§6: the organization switch is hidden without mfa_config_switch_mgr", async () => {
    mockApi({ "/user/mfa/list": () => OFF });
    await renderPage({ roleCodes: [RES.MFA_CONFIG_MGR], dynamicCodes: [] });
    await screen.findByTestId("mfa-self-switch");
    expect(screen.queryByTestId("mfa-org-switch")).toBeNull();
  });

  it("§6: with mfa_config_switch_mgr the administrator requires MFA for all users (scope ORG)", async () => {
    const api = mockApi({ "/user/mfa/list": () => OFF, "/user/mfa/set": () => ({ ...OFF, orgEnforced: true }) });
    await renderPage({ roleCodes: [RES.MFA_CONFIG_SWITCH_MGR], dynamicCodes: [] });
    const toggle = (await screen.findByTestId("mfa-org-switch")).querySelector("input")!;
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(callsTo(api, "/user/mfa/set")).toEqual([{ enabled: true, scope: "ORG" }]));
    // Enforced by the organization: the personal switch shows on and cannot be turned off.
    const self = screen.getByTestId("mfa-self-switch").querySelector("input")!;
    await vi.waitFor(() => expect(self).toBeChecked());
    expect(self).toBeDisabled();
  });

  it("§7: removes a factor after confirmation with the password (issue 27); a wrong one shows by the field", async () => {
    let attempts = 0;
    const api = mockApi({
      "/user/mfa/list": () => ({ ...OFF, mfaList: [{ type: "OTP", enabled: true, createTime: 2 }] }),
      "/user/mfa/delete": () => {
        attempts += 1;
        if (attempts === 1) throw new ApiError(Code.WRONG_CREDENTIALS);
        return OFF;
      },
    });
    await renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Remove Authenticator app" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Authenticator app?" });
    // Nothing typed: nothing is sent.
    await userEvent.click(within(dialog).getByTestId("confirm-remove"));
    expect(await within(dialog).findByText("Enter your password or a code from your authenticator app.")).toBeInTheDocument();
    expect(callsTo(api, "/user/mfa/delete")).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText("Password or authenticator code"), "Wrong-Pass-1");
    await userEvent.click(within(dialog).getByTestId("confirm-remove"));
    expect(await within(dialog).findByText("The password is wrong.")).toBeInTheDocument();
    expect(notifier.getSnapshot()).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText("Password or authenticator code"));
    await userEvent.type(within(dialog).getByLabelText("Password or authenticator code"), "654321");
    await userEvent.click(within(dialog).getByTestId("confirm-remove"));
    await vi.waitFor(() => expect(callsTo(api, "/user/mfa/delete")).toEqual([{ type: "OTP", password: "Wrong-Pass-1" }, { type: "OTP", code: "654321" }]));
    expect(await screen.findByTestId("mfa-no-factors")).toBeInTheDocument();
    expect(await screen.findByTestId("add-authenticator")).toBeInTheDocument();
  });

  it("§4: when the MFA state cannot be loaded, MFA shows as disabled", async () => {
    mockApi({
      "/user/mfa/list": () => {
        throw new ApiError(Code.INTERNAL);
      },
    });
    await renderPage();
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getByTestId("mfa-self-switch").querySelector("input")).not.toBeChecked();
  });
});
