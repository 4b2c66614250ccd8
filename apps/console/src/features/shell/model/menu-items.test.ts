import { BUILT_IN_ROLES, NO_PERMISSIONS, RES, type BuiltInRoleId, type UserPermissions } from "@vms/permissions";
import { describe, expect, it } from "vitest";
import { isMenuItemActive, menuItems, permittedMenuItems } from "./menu-items";

const item = (page: string) => menuItems.find((i) => i.page === page)!;
// Cloud storage and installer switched on for the account (the dynamic list of spec §6).
const asRole = (id: BuiltInRoleId, dynamicCodes: string[] = [RES.CLOUDSTORAGE_MGR, RES.MY_INSTALLER]): UserPermissions => ({
  roleCodes: BUILT_IN_ROLES[id].codes,
  dynamicCodes,
});
const pages = (perms: UserPermissions) => permittedMenuItems(perms).map((i) => i.page);

describe("menu items", () => {
  it("§2: lists the menu routes, with alerts and account pinned to the bottom", () => {
    expect(menuItems.map((i) => i.to)).toEqual([
      "/live", "/search", "/archives", "/device/index", "/settings", "/service", "/alerts", "/account",
    ]);
    expect(menuItems.filter((i) => i.pinned === "bottom").map((i) => i.page)).toEqual(["alerts", "account"]);
  });

  it("§2: highlights settings for its children (site list, organization, alarm rules, privacy)", () => {
    for (const path of ["/site/sitelist", "/orgManagement/user/detail", "/alarmrules/general-vehicle", "/privacySecurity/mfa-config"]) {
      expect(isMenuItemActive(item("settings"), path)).toBe(true);
    }
    expect(isMenuItemActive(item("settings"), "/service/order")).toBe(false);
  });

  it("matches whole path segments only", () => {
    expect(isMenuItemActive(item("archives"), "/archives-details/7")).toBe(true);
    expect(isMenuItemActive(item("live"), "/liveness")).toBe(false);
    expect(isMenuItemActive(item("account"), "/account/version-info")).toBe(true);
  });
});

describe("permittedMenuItems per built-in role (spec §2, §6)", () => {
  it.each([
    ["orgAdmin", ["live", "search", "archives", "device", "settings", "service", "alerts", "account"]],
    ["ordinaryUser", ["live", "search", "archives", "device", "settings", "alerts", "account"]],
    ["siteAdmin", ["live", "search", "archives", "device", "settings", "alerts", "account"]],
    ["siteOperator", ["live", "search", "archives", "device", "alerts", "account"]],
    ["liveOnlyViewer", ["live", "account"]],
    ["installer", ["live", "device", "settings", "service", "account"]],
    ["viewingStation", ["live", "account"]],
  ] as const)("§6: %s sees %j", (role, expected) => {
    expect(pages(asRole(role))).toEqual(expected);
  });

  it("§6: the installer's service entry needs vms_my_installer in both lists", () => {
    expect(pages(asRole("installer", []))).not.toContain("service");
  });

  it("§2: without any code only the account remains", () => {
    expect(pages(NO_PERMISSIONS)).toEqual(["account"]);
  });
});
