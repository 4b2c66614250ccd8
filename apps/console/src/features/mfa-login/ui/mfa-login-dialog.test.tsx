import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, Code, type MfaType } from "@vms/api-client";
import { describe, expect, it, vi } from "vitest";
import { callsTo, loginResultFixture, mockApi, renderWithProviders, type MockHandlers } from "@/shared/testing";
import { MfaLoginDialog } from "./mfa-login-dialog";

const credentials = { loginName: "mfa@demo.local", password: "Secret-Pass-1" };
const sent = () => ({ resendAfter: 120, expireSeconds: 600 });
const fail = (code: number, data?: unknown) => () => {
  throw new ApiError(code, "", data);
};

async function setup(mfaTypes: MfaType[], handlers: MockHandlers = {}) {
  const api = mockApi({ "/code/dynamic/create": sent, "/user/login": () => loginResultFixture(), ...handlers });
  const onSignedIn = vi.fn();
  const onCancel = vi.fn();
  const onRefused = vi.fn();
  const user = userEvent.setup({ delay: null });
  await renderWithProviders(
    <MfaLoginDialog challenge={{ credentials, mfaTypes, maskedEmail: "m***@demo.local" }} onSignedIn={onSignedIn} onCancel={onCancel} onRefused={onRefused} />,
  );
  const dialog = await screen.findByRole("dialog");
  const boxes = () => within(dialog).getAllByRole("textbox", { name: /Digit/ });
  return { api, user, dialog, boxes, onSignedIn, onCancel, onRefused };
}

describe("MFA dialog (spec §4)", { timeout: 20_000 }, () => {
  it("§4: with no authenticator app it goes straight to e-mail and sends a code", async () => {
    const { api, dialog } = await setup(["EMAIL"]);
    await waitFor(() => expect(callsTo(api, "/code/dynamic/create")).toEqual([{ loginName: credentials.loginName, typeEnum: "DBL_CHECK", category: 1 }]));
    expect(within(dialog).getByTestId("mfa-instructions")).toHaveTextContent("m***@demo.local");
    expect(within(dialog).queryByTestId("mfa-back")).toBeNull();
    // §4 e-mail code states: waiting with the 120 s countdown.
    expect(await within(dialog).findByRole("button", { name: /Resend in 1(20|19) s/ })).toBeDisabled();
  });

  it("§4: e-mail code signs in with DYNAMIC_CODE", async () => {
    const { api, user, boxes, onSignedIn } = await setup(["EMAIL"]);
    await user.click(boxes()[0]!);
    await user.paste("123456");
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ token: "token-1" })));
    expect(callsTo(api, "/user/login")).toEqual([{ ...credentials, loginTypeEnum: "DYNAMIC_CODE", dynamicCode: "123456" }]);
  });

  it("§4: with an app it offers the choice; Back returns to it", async () => {
    const { api, user, dialog } = await setup(["EMAIL", "OTP"]);
    expect(within(dialog).getByTestId("mfa-choose-email")).toBeInTheDocument();
    expect(callsTo(api, "/code/dynamic/create")).toHaveLength(0);
    await user.click(within(dialog).getByTestId("mfa-choose-otp"));
    expect(within(dialog).getByTestId("mfa-instructions")).toHaveTextContent("authenticator app");
    await user.click(within(dialog).getByTestId("mfa-back"));
    expect(within(dialog).getByTestId("mfa-choose-otp")).toBeInTheDocument();
    await user.click(within(dialog).getByTestId("mfa-choose-email"));
    await waitFor(() => expect(callsTo(api, "/code/dynamic/create")).toHaveLength(1));
    // Back and e-mail again: the code already sent is still valid, so no second request.
    await user.click(within(dialog).getByTestId("mfa-back"));
    await user.click(within(dialog).getByTestId("mfa-choose-email"));
    expect(callsTo(api, "/code/dynamic/create")).toHaveLength(1);
  });

  it("§4: the app path signs in with OTP", async () => {
    const { api, user, dialog, boxes, onSignedIn } = await setup(["EMAIL", "OTP"]);
    await user.click(within(dialog).getByTestId("mfa-choose-otp"));
    await user.click(boxes()[0]!);
    await user.keyboard("654321");
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(callsTo(api, "/user/login")).toEqual([{ ...credentials, loginTypeEnum: "OTP", dynamicCode: "654321" }]);
    expect(callsTo(api, "/code/dynamic/create")).toHaveLength(0);
  });

  it("§8 33671: a wrong code says so and clears the boxes", async () => {
    const { user, dialog, boxes, onSignedIn } = await setup(["EMAIL", "OTP"], { "/user/login": fail(Code.MFA_CODE_WRONG) });
    await user.click(within(dialog).getByTestId("mfa-choose-otp"));
    await user.click(boxes()[0]!);
    await user.keyboard("111111");
    expect(await within(dialog).findByTestId("mfa-error")).toHaveTextContent("The code is wrong.");
    await waitFor(() => expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(["", "", "", "", "", ""]));
    expect(onSignedIn).not.toHaveBeenCalled();
    // Typing again clears the message.
    await user.click(boxes()[0]!);
    await user.keyboard("2");
    expect(within(dialog).queryByTestId("mfa-error")).toBeNull();
  });

  it("issue 28 20006: a code that locks the account hands the lock back to the password step", async () => {
    const lockExpireTime = Date.now() + 5 * 60_000;
    const { user, dialog, boxes, onRefused, onSignedIn } = await setup(["EMAIL", "OTP"], { "/user/login": fail(Code.ACCOUNT_LOCKED, { loginErrorTip: { lockExpireTime, remainTimes: 0 } }) });
    await user.click(within(dialog).getByTestId("mfa-choose-otp"));
    await user.click(boxes()[0]!);
    await user.keyboard("111111");
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ code: Code.ACCOUNT_LOCKED })));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("§8 33672: an expired e-mail code asks for a new one", async () => {
    const { user, dialog, boxes } = await setup(["EMAIL"], { "/user/login": fail(Code.MFA_CODE_EXPIRED) });
    await user.click(boxes()[0]!);
    await user.paste("123456");
    expect(await within(dialog).findByTestId("mfa-error")).toHaveTextContent("expired");
  });

  it("§4 1024: the daily limit shows 'limited' on the button", async () => {
    const { dialog } = await setup(["EMAIL"], { "/code/dynamic/create": fail(Code.SEND_LIMIT) });
    expect(await within(dialog).findByTestId("code-notice")).toHaveTextContent("daily limit");
    expect(within(dialog).getByTestId("send-code")).toHaveAttribute("data-state", "limited");
    expect(within(dialog).getByTestId("send-code")).toBeDisabled();
  });

  it("§4/§8 20023: a code refused as too early says so, claims nothing was sent, and counts down only the server's wait", async () => {
    const early = () => {
      throw new ApiError(Code.TOO_FREQUENT_CODE, "", { resendAfter: 37 });
    };
    const { dialog } = await setup(["EMAIL"], { "/code/dynamic/create": early });
    expect(await within(dialog).findByTestId("code-notice")).toHaveTextContent("too often");
    expect(within(dialog).getByTestId("mfa-instructions")).not.toHaveTextContent("we sent");
    expect(within(dialog).getByTestId("mfa-instructions")).toHaveTextContent("latest e-mail");
    expect(await within(dialog).findByRole("button", { name: /Resend in 3[67] s/ })).toBeDisabled();
  });

  it("§8 20023 without a wait from the server: its message and no invented countdown", async () => {
    const { dialog } = await setup(["EMAIL"], { "/code/dynamic/create": fail(Code.TOO_FREQUENT_CODE) });
    expect(await within(dialog).findByTestId("code-notice")).toHaveTextContent("Codes are being requested too often");
    expect(within(dialog).getByTestId("send-code")).not.toHaveAttribute("data-state", "waiting");
    expect(within(dialog).queryByRole("button", { name: /Resend in/ })).toBeNull();
  });

  it("Cancel closes without signing in", async () => {
    const { user, dialog, onCancel, onSignedIn } = await setup(["EMAIL", "OTP"]);
    await user.click(within(dialog).getByTestId("mfa-cancel"));
    expect(onCancel).toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
