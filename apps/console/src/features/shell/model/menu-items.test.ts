import { BUILT_IN_ROLES, NO_PERMISSIONS, RES, type BuiltInRoleId, type UserPermissions } from "@vms/permissions";
import { describe, expect, it } from "vitest";
import { isMenuItemActive, menuItems, permittedMenuItems, permittedSubMenu } from "./menu-items";

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

describe("permittedSubMenu (spec §2 children)", () => {
  const sub = (perms: UserPermissions, page: string) => permittedSubMenu(perms, item(page)).map((s) => [s.page, s.to]);

  it("§2: service lists licences, cloud storage, installer and orders, each landing on its first page", () => {
    expect(sub(asRole("orgAdmin"), "service")).toEqual([
      ["licenseList", "/service/servicelicense/list"],
      ["cloudStoragePurchase", "/service/serviceCloudstorage/purchase"],
      ["installer", "/service/installer"],
      ["order", "/service/order"],
    ]);
  });

  it("§6: service lists only what the role may open (installer: its installer page)", () => {
    expect(sub(asRole("installer"), "service")).toEqual([["installer", "/service/installer"]]);
    expect(sub({ roleCodes: [RES.LICORDER_QRY, RES.CLOUDSTORAGE_MGR], dynamicCodes: [] }, "service")).toEqual([["order", "/service/order"]]);
  });

  it("§2: the licence flow's pages highlight the licence entry", () => {
    const licences = permittedSubMenu(asRole("orgAdmin"), item("service"))[0]!;
    expect(isMenuItemActive(licences, "/service/servicelicense/pay")).toBe(true);
    expect(isMenuItemActive(licences, "/service/order")).toBe(false);
  });
});
