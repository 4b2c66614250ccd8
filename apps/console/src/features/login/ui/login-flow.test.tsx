import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, Code } from "@vms/api-client";
import type { LoginResult } from "@vms/api-client";
import { describe, expect, it, vi } from "vitest";
import { callsTo, loginResultFixture, mockApi, renderWithProviders, type MockHandlers } from "@/shared/testing";
import type { RenderSecondFactor } from "../model/second-factor";
import { LoginPage } from "./login-page";

const EMAIL = "admin@demo.local";
const PASSWORD = "Demo-Pass-2026";
const preLoginOk = () => ({ needImgCode: false, locked: false, lockExpireTime: null });
const preCheckOk = () => ({ mfaRequired: false, mfaTypes: [], maskedEmail: "a***@demo.local" });
const captchaImage = (n: number) => () => ({ idCode: `cap-${n}`, imgCodeImgData: `data:image/png;base64,${n}`, expireSeconds: 120 });
const fail = (code: number, data: unknown = null) => () => {
  throw new ApiError(code, "", data);
};

async function setup(handlers: MockHandlers, props: { renderSecondFactor?: RenderSecondFactor } = {}) {
  const api = mockApi({ "/user/pre-login": preLoginOk, "/user/pre-check": preCheckOk, "/user/login": () => loginResultFixture(), ...handlers });
  // No pause between keystrokes: faster, and independent of fake timers.
  const user = userEvent.setup({ delay: null });
  const onSignedIn = vi.fn<(result: LoginResult) => void>();
  const view = await renderWithProviders(<LoginPage branding={null} onSignedIn={onSignedIn} {...props} />, { path: "/login" });
  const fill = async (email = EMAIL, password = PASSWORD) => {
    await user.type(await screen.findByLabelText(/User name/), email);
    await user.type(screen.getByLabelText(/^Password/), password);
  };
  const signIn = () => user.click(screen.getByRole("button", { name: "Sign in" }));
  return { api, user, fill, signIn, onSignedIn, ...view };
}


// These tests click through whole flows; a busy machine renders slowly.
describe("login flow (spec §2, §4, §8, decision 0002)", { timeout: 20_000 }, () => {
  it("§7: pre-check then login, then hands the session to the host", async () => {
    const { api, fill, signIn, onSignedIn } = await setup({});
    await fill();
    await signIn();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]![0]).toMatchObject({ token: "token-1", sid: "sid-1" });
    expect(callsTo(api, "/user/pre-login")).toEqual([{ loginName: EMAIL }]);
    expect(callsTo(api, "/user/pre-check")).toEqual([{ loginName: EMAIL, password: PASSWORD }]);
    expect(callsTo(api, "/user/login")).toEqual([{ loginName: EMAIL, password: PASSWORD }]);
  });

  it("Enter in the password field submits", async () => {
    const { user, fill, api } = await setup({});
    await fill();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(callsTo(api, "/user/login")).toHaveLength(1));
  });

  it("§5: a malformed e-mail is refused on the field, without calls", async () => {
    const { fill, signIn, api } = await setup({});
    await fill("admin.demo.local");
    await signIn();
    expect(screen.getByText("Enter a valid e-mail address.")).toBeInTheDocument();
    expect(callsTo(api, "/user/pre-check")).toHaveLength(0);
  });

  it("§8 20005: shows the tries remaining and keeps what was typed", async () => {
    const { fill, signIn } = await setup({ "/user/pre-check": fail(Code.WRONG_CREDENTIALS, { loginErrorTip: { remainTimes: 3 } }) });
    await fill(EMAIL, "wrong-pass-1");
    await signIn();
    expect(await screen.findByTestId("login-error")).toHaveTextContent("3 tries remaining.");
    expect(screen.getByLabelText(/User name/)).toHaveValue(EMAIL);
    expect(screen.getByLabelText(/^Password/)).toHaveValue("wrong-pass-1");
  });

  it("§8 20005: one try left reads in the singular", async () => {
    const { fill, signIn } = await setup({ "/user/pre-check": fail(Code.WRONG_CREDENTIALS, { loginErrorTip: { remainTimes: 1 } }) });
    await fill();
    await signIn();
    expect(await screen.findByTestId("login-error")).toHaveTextContent("1 try remaining.");
  });

  it("§8 20009: shows the image code, then sends it with its id", async () => {
    const { api, user, fill, signIn } = await setup({
      "/user/pre-check": [fail(Code.IMG_CODE_REQUIRED), preCheckOk],
      "/code/pic/create": captchaImage(1),
    });
    await fill();
    await signIn();
    expect(await screen.findByText("Please enter the image code.")).toBeInTheDocument();
    const image = await screen.findByRole("button", { name: /Verification image/ });
    await waitFor(() => expect(image.querySelector("img")).toHaveAttribute("src", "data:image/png;base64,1"));
    await user.type(screen.getByLabelText(/Image code/), "AB12");
    await signIn();
    await waitFor(() => expect(callsTo(api, "/user/login")).toHaveLength(1));
    expect(callsTo(api, "/user/pre-check")[1]).toEqual({ loginName: EMAIL, password: PASSWORD, idCode: "cap-1", imgCode: "AB12" });
  });

  it("§2: pre-login on blur shows the image code before the first attempt", async () => {
    const { user } = await setup({
      "/user/pre-login": () => ({ needImgCode: true, locked: false, lockExpireTime: null }),
      "/code/pic/create": captchaImage(1),
    });
    await user.type(await screen.findByLabelText(/User name/), EMAIL);
    await user.tab();
    expect(await screen.findByRole("button", { name: /Verification image/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/Image code/)).toBeInTheDocument();
  });

  it("§2: clicking the image changes it", async () => {
    const { api, user } = await setup({
      "/user/pre-login": () => ({ needImgCode: true, locked: false, lockExpireTime: null }),
      "/code/pic/create": [captchaImage(1), captchaImage(2)],
    });
    await user.type(await screen.findByLabelText(/User name/), EMAIL);
    await user.tab();
    const image = await screen.findByRole("button", { name: /Verification image/ });
    await waitFor(() => expect(image.querySelector("img")).toHaveAttribute("src", "data:image/png;base64,1"));
    await user.click(image);
    await waitFor(() => expect(image.querySelector("img")).toHaveAttribute("src", "data:image/png;base64,2"));
    expect(callsTo(api, "/code/pic/create")).toHaveLength(2);
  });

  it("§8 20007: a wrong image code loads a new image and says so on the field", async () => {
    const { api, user, fill, signIn } = await setup({
      "/user/pre-login": () => ({ needImgCode: true, locked: false, lockExpireTime: null }),
      "/user/pre-check": fail(Code.IMG_CODE_WRONG),
      "/code/pic/create": [captchaImage(1), captchaImage(2)],
    });
    await fill();
    await user.type(await screen.findByLabelText(/Image code/), "ZZZZ");
    await signIn();
    expect(await screen.findByText("The image code is wrong. Please enter the new one.")).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, "/code/pic/create")).toHaveLength(2));
    expect(screen.getByLabelText(/Image code/)).toHaveValue("");
    expect(screen.getByLabelText(/^Password/)).toHaveValue(PASSWORD);
  });

  it("§8 20007 after pre-check: asks for a new image and then signs in without a second pre-check", async () => {
    const { api, user, fill, signIn, onSignedIn } = await setup({
      "/user/pre-login": () => ({ needImgCode: true, locked: false, lockExpireTime: null }),
      "/user/login": [fail(Code.IMG_CODE_WRONG), () => loginResultFixture()],
      "/code/pic/create": [captchaImage(1), captchaImage(2)],
    });
    await fill();
    await user.type(await screen.findByLabelText(/Image code/), "AAAA");
    await signIn();
    expect(await screen.findByText("Enter the new image code to finish signing in.")).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, "/code/pic/create")).toHaveLength(2));
    await user.type(screen.getByLabelText(/Image code/), "BBBB");
    await signIn();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(callsTo(api, "/user/pre-check")).toHaveLength(1);
    expect(callsTo(api, "/user/login")[1]).toEqual({ loginName: EMAIL, password: PASSWORD, idCode: "cap-2", imgCode: "BBBB" });
  });

  it("§2 §8 20006: the lock countdown shows mm:ss, closes at zero and re-enables the form", async () => {
    // React schedules with setImmediate/MessageChannel: leave those real, or every render waits for the fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    try {
      const lockExpireTime = Date.now() + 10 * 60_000;
      const { fill, signIn } = await setup({ "/user/pre-check": fail(Code.ACCOUNT_LOCKED, { loginErrorTip: { lockExpireTime } }) });
      await fill();
      await signIn();
      const timer = await screen.findByRole("timer");
      expect(timer).toHaveTextContent(/(10:00|09:5\d)/);
      expect(screen.getByRole("button", { name: "Sign in" })).toBeDisabled();
      expect(screen.getByLabelText(/^Password/)).toBeDisabled();
      expect(screen.getByLabelText(/^Password/)).toHaveValue("");
      expect(screen.getByLabelText(/User name/)).toHaveValue(EMAIL);
      // The countdown arms one timer per second: after a jump, the next tick reads the new time.
      const jump = async (ms: number) => {
        await act(async () => vi.advanceTimersByTime(ms));
        await act(async () => vi.advanceTimersByTime(1000));
      };
      await jump(5 * 60_000);
      expect(screen.getByRole("timer")).toHaveTextContent(/04:5\d/);
      await jump(5 * 60_000);
      await waitFor(() => expect(screen.queryByRole("timer")).toBeNull());
      expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
      expect(screen.getByLabelText(/^Password/)).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("§2 20006: the lock says why on its own line, hides the used image code, and brings a new image when it ends", async () => {
    // The lock starts when the server answers: a slow machine must still see it.
    const lockedFor2s = () => {
      throw new ApiError(Code.ACCOUNT_LOCKED, "", { loginErrorTip: { lockExpireTime: Date.now() + 2000 } });
    };
    const { api, user, fill, signIn } = await setup({
      "/user/pre-login": () => ({ needImgCode: true, locked: false, lockExpireTime: null }),
      "/code/pic/create": [captchaImage(1), captchaImage(2)],
      "/user/pre-check": lockedFor2s,
    });
    await fill();
    await user.type(await screen.findByLabelText(/Image code/), "AB12");
    await signIn();
    const lock = await screen.findByTestId("login-lock");
    expect(lock).toHaveTextContent("The account is locked.");
    expect(screen.getByRole("timer")).toHaveTextContent(/^Try again in\s*00:0[012]$/);
    expect(screen.queryByLabelText(/Image code/)).toBeNull();
    await waitFor(() => expect(screen.queryByTestId("login-lock")).toBeNull(), { timeout: 5000 });
    expect(await screen.findByLabelText(/Image code/)).toHaveValue("");
    await waitFor(() => expect(callsTo(api, "/code/pic/create")).toHaveLength(2));
  });

  it("§2: pre-login reporting a lock shows the countdown at once", async () => {
    const { user } = await setup({
      "/user/pre-login": () => ({ needImgCode: false, locked: true, lockExpireTime: Date.now() + 90_000 }),
    });
    await user.type(await screen.findByLabelText(/User name/), EMAIL);
    await user.tab();
    expect(await screen.findByRole("timer")).toHaveTextContent(/01:(30|29)/);
  });

  it("§8 7007: a disabled account is said so", async () => {
    const { fill, signIn } = await setup({ "/user/pre-check": fail(Code.ACCOUNT_DISABLED) });
    await fill();
    await signIn();
    expect(await screen.findByTestId("login-error")).toHaveTextContent("This account is disabled.");
  });

  it("§8: other failures show the catalogue message above the button", async () => {
    const { fill, signIn } = await setup({ "/user/pre-check": fail(Code.TOO_FREQUENT) });
    await fill();
    await signIn();
    // This page may run without the console's toaster (decision 0012): the catalogue message is inline.
    expect(await screen.findByTestId("login-error")).toHaveTextContent("Too many requests. Please wait and try again.");
  });

  it("§4: a required second factor opens the MFA step instead of signing in", async () => {
    const renderSecondFactor = vi.fn<RenderSecondFactor>(({ challenge }) => <div data-testid="second-factor">{challenge.maskedEmail}</div>);
    const { api, fill, signIn } = await setup(
      { "/user/pre-check": () => ({ mfaRequired: true, mfaTypes: ["EMAIL", "OTP"], maskedEmail: "a***@demo.local" }) },
      { renderSecondFactor },
    );
    await fill();
    await signIn();
    expect(await screen.findByTestId("second-factor")).toHaveTextContent("a***@demo.local");
    expect(renderSecondFactor).toHaveBeenLastCalledWith(
      expect.objectContaining({
        challenge: { credentials: { loginName: EMAIL, password: PASSWORD }, mfaTypes: ["EMAIL", "OTP"], maskedEmail: "a***@demo.local" },
      }),
    );
    expect(callsTo(api, "/user/login")).toHaveLength(0);
  });

  it("issue 28 20006: a lock during the second step closes it and shows the lock with its countdown, as the password step does", async () => {
    const lockExpireTime = Date.now() + 5 * 60_000;
    const renderSecondFactor: RenderSecondFactor = ({ onRefused }) => (
      <button data-testid="second-factor" onClick={() => onRefused(new ApiError(Code.ACCOUNT_LOCKED, "", { loginErrorTip: { lockExpireTime, remainTimes: 0 } }))}>
        wrong code
      </button>
    );
    const { fill, signIn, user } = await setup(
      { "/user/pre-check": () => ({ mfaRequired: true, mfaTypes: ["OTP"], maskedEmail: "a***@demo.local" }) },
      { renderSecondFactor },
    );
    await fill();
    await signIn();
    await user.click(await screen.findByTestId("second-factor"));
    await waitFor(() => expect(screen.queryByTestId("second-factor")).toBeNull());
    const lock = await screen.findByTestId("login-lock");
    expect(lock).toHaveTextContent("The account is locked.");
    expect(lock).toHaveTextContent(/0[45]:\d\d/);
    expect(screen.getByRole("button", { name: "Sign in" })).toBeDisabled();
  });
});
