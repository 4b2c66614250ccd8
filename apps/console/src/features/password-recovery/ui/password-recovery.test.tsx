import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, Code } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi, renderWithProviders, type MockHandlers } from "@/shared/testing";
import { ForgotPasswordPage } from "./forgot-password-page";
import { ResetPasswordPage } from "./reset-password-page";

const EMAIL = "user@demo.local";
const NEW_PASSWORD = "Fresh-Pass-77";
const sent = () => ({ resendAfter: 120, expireSeconds: 600 });
const fail = (code: number) => () => {
  throw new ApiError(code);
};

async function forgot(handlers: MockHandlers = {}) {
  const api = mockApi({ "/user/password/reset/send-message": sent, "/code/pic/create": () => ({ idCode: "cap-1", imgCodeImgData: "data:,1", expireSeconds: 120 }), ...handlers });
  const user = userEvent.setup({ delay: null });
  const view = await renderWithProviders(<ForgotPasswordPage />, { path: "/forgot-password" });
  const email = await screen.findByLabelText(/^E-mail/);
  return { api, user, email, send: () => user.click(screen.getByTestId("send-reset-code")), ...view };
}

async function reset(handlers: MockHandlers = {}, search = { email: EMAIL, sent: Date.now() }) {
  const api = mockApi({ "/user/password/reset/send-message": sent, "/user/password/reset": () => ({}), ...handlers });
  const user = userEvent.setup({ delay: null });
  const view = await renderWithProviders(<ResetPasswordPage search={search} />, { path: "/reset-password" });
  await screen.findByLabelText(/^E-mail code/);
  const fill = async (code = "654321", password = NEW_PASSWORD, confirm = NEW_PASSWORD) => {
    await user.type(screen.getByLabelText(/^E-mail code/), code);
    await user.type(screen.getByLabelText(/^New password/), password);
    await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  };
  return { api, user, fill, submit: () => user.click(screen.getByTestId("reset-password")), ...view };
}

describe("forgot password (spec §7 /user/password/reset/send-message)", { timeout: 20_000 }, () => {
  it("§5: a malformed address is refused on the field", async () => {
    const { api, user, email, send } = await forgot();
    await user.type(email, "nobody");
    await send();
    expect(screen.getByText("Enter a valid e-mail address.")).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("§7: sends the code and goes on to /reset-password with the address", async () => {
    const { api, user, email, send, router } = await forgot();
    await user.type(email, EMAIL);
    await send();
    await waitFor(() => expect(router.state.location.pathname).toBe("/reset-password"));
    expect(router.state.location.search).toMatchObject({ email: EMAIL, sent: expect.any(Number) });
    expect(callsTo(api, "/user/password/reset/send-message")).toEqual([{ loginName: EMAIL }]);
  });

  it("§8 20009: shows the image code when the server asks, then sends it", async () => {
    const { api, user, email, send } = await forgot({ "/user/password/reset/send-message": [fail(Code.IMG_CODE_REQUIRED), sent] });
    await user.type(email, EMAIL);
    await send();
    expect(await screen.findByText("Please enter the image code.")).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, "/code/pic/create")).toHaveLength(1));
    await user.type(screen.getByLabelText(/Image code/), "K7PX");
    await send();
    await waitFor(() => expect(callsTo(api, "/user/password/reset/send-message")).toHaveLength(2));
    expect(callsTo(api, "/user/password/reset/send-message")[1]).toEqual({ loginName: EMAIL, idCode: "cap-1", imgCode: "K7PX" });
  });

  it("§8 7001: an unknown address says so", async () => {
    const { user, email, send } = await forgot({ "/user/password/reset/send-message": fail(Code.USER_NOT_FOUND) });
    await user.type(email, EMAIL);
    await send();
    expect(await screen.findByText("No account uses this e-mail address.")).toBeInTheDocument();
  });

  it("§4 1024: the daily limit keeps the user on the page with the 'limited' state", async () => {
    const { user, email, send, router } = await forgot({ "/user/password/reset/send-message": fail(Code.SEND_LIMIT) });
    await user.type(email, EMAIL);
    await send();
    expect(await screen.findByTestId("code-notice")).toHaveTextContent("daily limit");
    expect(screen.getByTestId("send-reset-code")).toBeDisabled();
    expect(router.state.location.pathname).toBe("/forgot-password");
  });
});

describe("reset password (spec §7 /user/password/reset, §5)", { timeout: 20_000 }, () => {
  it("§4: arriving from step 1, the resend countdown carries on", async () => {
    await reset({}, { email: EMAIL, sent: Date.now() - 20_000 });
    expect(screen.getByTestId("send-code")).toHaveAttribute("data-state", "waiting");
    expect(screen.getByTestId("send-code")).toHaveTextContent(/Resend in (100|99) s/);
    expect(screen.getByLabelText(/^E-mail \*/)).toHaveValue(EMAIL);
  });

  it("§7: resets with the code and shows success with the way to sign in", async () => {
    const { api, fill, submit } = await reset();
    await fill();
    await submit();
    expect(await screen.findByTestId("reset-done")).toHaveTextContent("Your password has been reset.");
    expect(screen.getByTestId("go-to-login")).toHaveAttribute("href", "/login");
    expect(callsTo(api, "/user/password/reset")).toEqual([{ loginName: EMAIL, emailCode: "654321", newPassword: NEW_PASSWORD }]);
  });

  it("§5: a weak or mismatching password is refused without a call", async () => {
    const { api, fill, submit } = await reset();
    await fill("654321", "short", "other");
    await submit();
    expect(screen.getAllByText("The password must have 8 to 16 characters.").length).toBeGreaterThan(0);
    expect(callsTo(api, "/user/password/reset")).toHaveLength(0);
  });

  it("§8 1007: a wrong code shows on the code field", async () => {
    const { fill, submit } = await reset({ "/user/password/reset": fail(Code.EMAIL_CODE_WRONG) });
    await fill();
    await submit();
    expect(await screen.findByText("The e-mail code is wrong.")).toBeInTheDocument();
    expect(screen.queryByTestId("reset-done")).toBeNull();
  });

  it("§5 20011: the current password as the new one shows on the password field (issue 27)", async () => {
    const { fill, submit } = await reset({ "/user/password/reset": fail(Code.SAME_PASSWORD) });
    await fill();
    await submit();
    expect(await screen.findByText("The new password must differ from the old one.")).toBeInTheDocument();
    expect(screen.queryByTestId("reset-done")).toBeNull();
  });

  it("§4: without a recent code the button asks for one", async () => {
    const { api, user } = await reset({}, { email: EMAIL, sent: 0 });
    const button = screen.getByTestId("send-code");
    expect(button).toHaveAttribute("data-state", "unset");
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute("data-state", "waiting"));
    expect(callsTo(api, "/user/password/reset/send-message")).toEqual([{ loginName: EMAIL }]);
  });
});
