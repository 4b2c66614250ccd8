import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { THEME_STORAGE_KEY } from "@vms/ui-kit";
import { LOCALE_STORAGE_KEY } from "@vms/i18n";
import { describe, expect, it, vi } from "vitest";
import { brandingFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { LoginPage } from "./login-page";

const noop = () => {};

describe("LoginPage", () => {
  it("§3: shows the branding title, logo and background", async () => {
    const { container } = await renderWithProviders(<LoginPage onSignedIn={noop} branding={brandingFixture()} />);
    expect(await screen.findByRole("heading", { name: "Acme Surveillance" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Acme Surveillance" })).toHaveAttribute("src", "/user/branding/logo-lcrs.png");
    expect(container.querySelector('[data-background="image"]')).not.toBeNull();
  });

  it("§3: falls back to the icon when there is no login logo, and to a product title without branding", async () => {
    await renderWithProviders(<LoginPage onSignedIn={noop} branding={brandingFixture({ extra: { title: "Acme", logoLcrs: "", logoTbsl: "" } })} />);
    expect(await screen.findByRole("img", { name: "Acme" })).toHaveAttribute("src", "/user/branding/icon.png");
  });

  it("shows a product title when no branding is known", async () => {
    await renderWithProviders(<LoginPage onSignedIn={noop} branding={null} />);
    expect(await screen.findByRole("heading", { name: "Video Management Console" })).toBeInTheDocument();
  });

  it("§2: has user name, password, sign-in and the sign-up and forgot-password links", async () => {
    await renderWithProviders(<LoginPage onSignedIn={noop} branding={brandingFixture()} />);
    expect(await screen.findByLabelText(/User name/)).toHaveAttribute("autocomplete", "username");
    expect(screen.getByLabelText(/Password/)).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
  });

  it("§5: submitting empty fields shows 'cannot be empty' on each and calls nothing", async () => {
    const api = mockApi({});
    await renderWithProviders(<LoginPage onSignedIn={noop} branding={brandingFixture()} />);
    await userEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(screen.getAllByText("This field cannot be empty.")).toHaveLength(2);
    expect(api).not.toHaveBeenCalled();
  });

  it("§9: renders in Chinese when the locale is zh-CN", async () => {
    await renderWithProviders(<LoginPage onSignedIn={noop} branding={brandingFixture()} />, { locale: "zh-CN" });
    expect(await screen.findByRole("button", { name: "登录" })).toBeInTheDocument();
  });

  it("§1: the language switch changes every text at once and is remembered", async () => {
    await renderWithProviders(<LoginPage onSignedIn={noop} branding={brandingFixture()} />);
    const switches = await screen.findByTestId("preference-switches");
    await userEvent.selectOptions(within(switches).getByRole("combobox", { name: "Language" }), "简体中文");
    expect(screen.getByRole("button", { name: "登录" })).toBeInTheDocument();
    expect(screen.queryByText("Sign up")).toBeNull();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("zh-CN");
  });

  it("§9: the theme switch applies the dark theme and is remembered", async () => {
    await renderWithProviders(<LoginPage onSignedIn={noop} branding={brandingFixture()} />);
    const switches = await screen.findByTestId("preference-switches");
    await userEvent.click(within(switches).getByRole("button", { name: /Dark/ }));
    expect(within(switches).getByRole("button", { name: /Dark/ })).toHaveAttribute("aria-pressed", "true");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("u1b");
    expect(document.querySelector(".vms-login")).toHaveAttribute("data-theme", "u1b");
    expect(document.documentElement.dataset["vmsTheme"]).toBe("u1b");
  });

  it("§2: with a host that navigates, the links open their page without a reload", async () => {
    const onNavigate = vi.fn();
    await renderWithProviders(<LoginPage onSignedIn={noop} onNavigate={onNavigate} branding={null} />);
    await userEvent.click(await screen.findByRole("link", { name: "Forgot password?" }));
    expect(onNavigate).toHaveBeenCalledWith("/forgot-password");
  });
});
