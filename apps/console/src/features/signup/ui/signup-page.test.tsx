import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, Code } from "@vms/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders, type MockHandlers } from "@/shared/testing";
import { SignupPage } from "./signup-page";

const EMAIL = "new.owner@example.com";
const PASSWORD = "Strong-Pass-9";
const sent = () => ({ resendAfter: 120, expireSeconds: 600 });
const fail = (code: number, data: unknown = null) => () => {
  throw new ApiError(code, "", data);
};

async function setup(handlers: MockHandlers = {}) {
  const api = mockApi({
    "/user/exist": () => ({ exist: false }),
    "/code/dynamic/create": sent,
    "/user/register": () => ({ userId: "u-9" }),
    "/user/login": () => loginResultFixture(),
    ...handlers,
  });
  const user = userEvent.setup({ delay: null });
  const view = await renderWithProviders(<SignupPage />, { path: "/signup" });
  const field = (name: RegExp) => screen.getByLabelText(name);
  const sendButton = () => screen.getByTestId("send-code");
  return { api, user, field, sendButton, ...view };
}

afterEach(() => {
  sessionStore.clear();
  vi.useRealTimers();
});

describe("sign-up (spec §2 /signup, §4 e-mail code states, §5)", { timeout: 20_000 }, () => {
  it("§4: the code button goes unset → waiting 120 s → resend", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    const { api, user, field, sendButton } = await setup();
    await screen.findByLabelText(/^E-mail \*/);
    expect(sendButton()).toHaveTextContent("Get code");
    expect(sendButton()).toHaveAttribute("data-state", "unset");
    await user.type(field(/^E-mail \*/), EMAIL);
    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveAttribute("data-state", "waiting"));
    expect(sendButton()).toHaveTextContent(/Resend in 1(20|19) s/);
    expect(sendButton()).toBeDisabled();
    expect(callsTo(api, "/code/dynamic/create")).toEqual([{ loginName: EMAIL, typeEnum: "REGISTER", category: 1 }]);
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(sendButton()).toHaveTextContent(/Resend in (60|59) s/);
    await act(async () => vi.advanceTimersByTime(60_500));
    expect(sendButton()).toHaveAttribute("data-state", "resend");
    expect(sendButton()).toHaveTextContent("Resend code");
    expect(sendButton()).toBeEnabled();
  });

  it("§4 §8 1024: the daily limit makes the button 'limited'", async () => {
    const { user, field, sendButton } = await setup({ "/code/dynamic/create": fail(Code.SEND_LIMIT) });
    await user.type(await screen.findByLabelText(/^E-mail \*/), EMAIL);
    await user.click(sendButton());
    expect(await screen.findByTestId("code-notice")).toHaveTextContent("daily limit");
    expect(sendButton()).toHaveAttribute("data-state", "limited");
    expect(sendButton()).toBeDisabled();
    expect(field(/^E-mail \*/)).toHaveValue(EMAIL);
  });

  // The server names the seconds left (decision 0002); the countdown runs only from that figure.
  it.each([Code.TOO_FREQUENT_CODE, Code.TOO_FREQUENT])("§8 %i: too often shows the message and waits what the server says", async (code) => {
    const { user, sendButton } = await setup({ "/code/dynamic/create": fail(code, { resendAfter: 90 }) });
    await user.type(await screen.findByLabelText(/^E-mail \*/), EMAIL);
    await user.click(sendButton());
    expect(await screen.findByTestId("code-notice")).toHaveTextContent("too often");
    expect(sendButton()).toHaveAttribute("data-state", "waiting");
  });

  it("§7: a send failure without a code of its own says 'could not be sent' and allows another try", async () => {
    const { user, sendButton } = await setup({ "/code/dynamic/create": fail(99_999) });
    await user.type(await screen.findByLabelText(/^E-mail \*/), EMAIL);
    await user.click(sendButton());
    expect(await screen.findByTestId("code-notice")).toHaveTextContent("The code could not be sent.");
    expect(sendButton()).toHaveAttribute("data-state", "unset");
    expect(sendButton()).toBeEnabled();
  });

  it("§5: the code button checks the e-mail first", async () => {
    const { api, user, sendButton } = await setup();
    await user.type(await screen.findByLabelText(/^E-mail \*/), "not-an-email");
    await user.click(sendButton());
    expect(screen.getByText("Enter a valid e-mail address.")).toBeInTheDocument();
    expect(callsTo(api, "/code/dynamic/create")).toHaveLength(0);
  });

  it("§7 /user/exist: an address already registered says so with a link to sign in", async () => {
    const { user } = await setup({ "/user/exist": () => ({ exist: true }) });
    await user.type(await screen.findByLabelText(/^E-mail \*/), EMAIL);
    await user.tab();
    const notice = await screen.findByTestId("email-exists");
    expect(notice).toHaveTextContent("already registered");
    expect(within(notice).getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("§5: live password hints tick as the rules are met, none while the field is empty", async () => {
    const { user, field } = await setup();
    const hints = await screen.findByTestId("password-hints");
    const met = () => [...hints.querySelectorAll("li")].map((li) => li.getAttribute("data-met"));
    expect(met()).toEqual(["false", "false", "false"]);
    await user.type(field(/^Password/), "abcdefgh");
    expect(met()).toEqual(["true", "false", "true"]);
    await user.type(field(/^Password/), "1");
    expect(met()).toEqual(["true", "true", "true"]);
    await user.type(field(/^Password/), "#");
    expect(met()).toEqual(["true", "true", "false"]);
  });

  it("§5: empty and mismatching fields and unaccepted terms are refused without calls", async () => {
    const { api, user, field } = await setup();
    await user.type(await screen.findByLabelText(/^Password/), PASSWORD);
    await user.type(field(/^Confirm password/), "Other-Pass-9");
    await user.click(screen.getByTestId("sign-up"));
    expect(screen.getByText("The passwords do not match.")).toBeInTheDocument();
    expect(screen.getByText(/accept the service agreement/)).toBeInTheDocument();
    expect(screen.getAllByText("This field cannot be empty.").length).toBeGreaterThanOrEqual(3);
    expect(callsTo(api, "/user/register")).toHaveLength(0);
  });

  it("§2: terms links open /term/service and /term/privacy", async () => {
    await setup();
    expect(await screen.findByTestId("terms-service")).toHaveAttribute("href", "/term/service");
    expect(screen.getByTestId("terms-privacy")).toHaveAttribute("href", "/term/privacy");
  });

  async function fillAll(user: ReturnType<typeof userEvent.setup>, field: (name: RegExp) => HTMLElement) {
    await user.type(await screen.findByLabelText(/^E-mail \*/), EMAIL);
    await user.type(field(/^User name/), "New Owner");
    await user.type(field(/^Organization name/), "Owner Co");
    await user.type(field(/^Password/), PASSWORD);
    await user.type(field(/^Confirm password/), PASSWORD);
    await user.type(field(/^E-mail code/), "123456");
    await user.click(screen.getByRole("checkbox"));
  }

  it("§7: registers, signs in with the same credentials and goes to /", async () => {
    const { api, user, field, router } = await setup();
    await fillAll(user, field);
    await user.click(screen.getByTestId("sign-up"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(callsTo(api, "/user/register")).toEqual([
      { email: EMAIL, password: PASSWORD, emailCode: "123456", userName: "New Owner", orgName: "Owner Co", agreeTerms: true },
    ]);
    expect(callsTo(api, "/user/login")).toEqual([{ loginName: EMAIL, password: PASSWORD }]);
    expect(sessionStore.get()?.token).toBe("token-1");
  });

  it("§8 1007: a wrong e-mail code shows on the code field and keeps the form", async () => {
    const { user, field, router } = await setup({ "/user/register": fail(Code.EMAIL_CODE_WRONG) });
    await fillAll(user, field);
    await user.click(screen.getByTestId("sign-up"));
    expect(await screen.findByText("The e-mail code is wrong.")).toBeInTheDocument();
    expect(field(/^User name/)).toHaveValue("New Owner");
    expect(router.state.location.pathname).toBe("/signup");
    expect(sessionStore.get()).toBeNull();
  });
});
