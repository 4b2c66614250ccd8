import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_RESOURCE_CODES, BUILT_IN_ROLES, RES, type UserPermissions } from "@vms/permissions";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import { AppShell } from "./app-shell";
import { useLingui } from "@lingui/react";
import { Page } from "@/shared/ui";
import { shellPageTitles, type ShellPageId } from "../model/shell-pages";

/** A page as routes render one: its translated title over its content. */
function TitledPage({ page }: { page: ShellPageId }) {
  const { i18n } = useLingui();
  return <Page title={i18n._(shellPageTitles[page])}>{`content of ${page}`}</Page>;
}

const ADMIN: UserPermissions = { roleCodes: ALL_RESOURCE_CODES, dynamicCodes: ALL_RESOURCE_CODES };

describe("AppShell", () => {
  it("§2: lists the menu routes and marks the section of the current page", async () => {
    await renderWithProviders(
      <AppShell brandTitle="Acme" permissions={ADMIN}>
        <TitledPage page="siteList" />
      </AppShell>,
      { path: "/site/sitelist" },
    );
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    const links = menu.querySelectorAll('[data-testid^="menu-"]');
    expect([...links].map((l) => l.getAttribute("href"))).toEqual([
      "/live", "/search", "/archives", "/device/index", "/settings", "/service", "/alerts", "/account",
    ]);
    expect(within(menu).getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("heading", { level: 1, name: "Sites" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveTextContent("content of siteList");
  });

  it("§2: inside settings, the menu offers its pages: organization, alarm rules, sites, privacy and security", async () => {
    await renderWithProviders(
      <AppShell permissions={ADMIN}>
        <TitledPage page="siteList" />
      </AppShell>,
      { path: "/site/sitelist" },
    );
    const subMenu = await screen.findByRole("list", { name: "Settings" });
    const links = within(subMenu).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Organization management", "/orgManagement"],
      ["Alarm rules", "/alarmrules/person-alarm-rule"],
      ["Sites", "/site/sitelist"],
      ["Privacy and security", "/privacySecurity"],
    ]);
    expect(within(subMenu).getByRole("link", { name: "Sites" })).toHaveAttribute("aria-current", "page");
  });

  it("§2 (issue 28): inside service, the menu offers licences, cloud storage, installer and orders", async () => {
    await renderWithProviders(
      <AppShell permissions={ADMIN}>
        <TitledPage page="licenseList" />
      </AppShell>,
      { path: "/service/servicelicense/list" },
    );
    const subMenu = await screen.findByRole("list", { name: "Service" });
    expect(within(subMenu).getAllByRole("link").map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Camera licenses", "/service/servicelicense/list"],
      ["Cloud storage", "/service/serviceCloudstorage/purchase"],
      ["Installer", "/service/installer"],
      ["Order records", "/service/order"],
    ]);
  });

  it("§2 §6: the settings sub-menu lists only the pages the user may open; other sections show none", async () => {
    const siteAdmin: UserPermissions = { roleCodes: [RES.SITE_QRY, RES.LIVE], dynamicCodes: [] };
    const { router } = await renderWithProviders(
      <AppShell permissions={siteAdmin}>
        <TitledPage page="siteList" />
      </AppShell>,
      { path: "/site/sitelist" },
    );
    const subMenu = await screen.findByRole("list", { name: "Settings" });
    expect(within(subMenu).getAllByRole("link").map((l) => l.getAttribute("href"))).toEqual(["/site/sitelist"]);
    await router.navigate({ to: "/live" });
    await vi.waitFor(() => expect(screen.queryByRole("list", { name: "Settings" })).toBeNull());
  });

  it("§9: the first Tab stop skips to the main content; the account link is named by its visible text", async () => {
    await renderWithProviders(
      <AppShell permissions={ADMIN} user={{ name: "Ada Admin", avatar: "" }}>
        <TitledPage page="live" />
      </AppShell>,
      { path: "/live" },
    );
    await userEvent.tab();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
    expect(screen.getByTestId("shell-user")).toHaveAccessibleName("Ada Admin");
  });

  it("§6: a live-only viewer sees live view and the account only", async () => {
    const liveOnly: UserPermissions = { roleCodes: BUILT_IN_ROLES.liveOnlyViewer.codes, dynamicCodes: [] };
    await renderWithProviders(
      <AppShell permissions={liveOnly}>
        <TitledPage page="live" />
      </AppShell>,
      { path: "/live" },
    );
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    expect(within(menu).getAllByRole("link").map((l) => l.getAttribute("href"))).toEqual(["/live", "/account"]);
  });

  it("shows the signed-in user in the top bar and signs out from the menu", async () => {
    const onSignOut = vi.fn();
    await renderWithProviders(
      <AppShell permissions={ADMIN} user={{ name: "Ada Admin", avatar: "/user/avatar/u-1.png" }} onSignOut={onSignOut}>
        <TitledPage page="live" />
      </AppShell>,
      { path: "/live" },
    );
    const user = await screen.findByTestId("shell-user");
    expect(user).toHaveAttribute("href", "/account");
    expect(within(user).getByText("Ada Admin")).toBeInTheDocument();
    expect(within(user).getByTestId("shell-user-avatar").querySelector("img")).toHaveAttribute("src", "/user/avatar/u-1.png");
    await userEvent.click(within(screen.getByRole("navigation")).getByRole("button", { name: "Sign out" }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it("§9: menu and page titles follow the locale", async () => {
    await renderWithProviders(
      <AppShell permissions={ADMIN} onSignOut={() => {}}>
        <TitledPage page="live" />
      </AppShell>,
      { path: "/live", locale: "zh-CN" },
    );
    const menu = await screen.findByRole("navigation", { name: "主菜单" });
    expect(within(menu).getByRole("link", { name: "实时预览" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("heading", { level: 1, name: "实时预览" })).toBeInTheDocument();
    expect(within(menu).getByRole("button", { name: "退出登录" })).toBeInTheDocument();
  });
});
