import { describe, expect, it } from "vitest";
import { NO_PERMISSIONS, type UserPermissions } from "./access.js";
import { ACCOUNT_PATH, filterMenu, firstPermittedRoute, resolveLanding, resolveRedirect, type MenuNode } from "./menu.js";
import { RES, type ResourceCode } from "./resource-codes.js";
import { BUILT_IN_ROLES, type BuiltInRoleId } from "./roles.js";

// An account with cloud storage and installer features switched on (the dynamic list of §6).
const FEATURES: ResourceCode[] = [RES.CLOUDSTORAGE_MGR, RES.MY_INSTALLER];
const asRole = (id: BuiltInRoleId): UserPermissions => ({ roleCodes: BUILT_IN_ROLES[id].codes, dynamicCodes: FEATURES });
const role = (...codes: ResourceCode[]): UserPermissions => ({ roleCodes: codes, dynamicCodes: [] });

/** The menu as a compact outline: "path→to" with children in brackets. */
function outline(nodes: MenuNode[]): string[] {
  return nodes.map((n) => `${n.path}${n.to !== n.path ? `→${n.to}` : ""}${n.children.length ? ` [${outline(n.children).join(", ")}]` : ""}`);
}

describe("filterMenu for each built-in role (§2, §6)", () => {
  it("§6: organization admin sees every entry; settings opens the site list, service the licence list", () => {
    expect(outline(filterMenu(asRole("orgAdmin")))).toEqual([
      "/live",
      "/search",
      "/archives",
      "/device/index",
      "/settings→/site/sitelist [/orgManagement, /alarmrules→/alarmrules/person-alarm-rule [/alarmrules/person-alarm-rule, /alarmrules/general-alarm-rule, /alarmrules/general-vehicle], /site/sitelist, /privacySecurity [/privacySecurity/operation-logs, /privacySecurity/personal-logs]]",
      "/service→/service/servicelicense/list [/service/servicelicense→/service/servicelicense/list [/service/servicelicense/list], /service/serviceCloudstorage→/service/serviceCloudstorage/purchase [/service/serviceCloudstorage/purchase], /service/installer, /service/order]",
      "/alerts",
      "/account [/account/storage-management, /account/version-info, /account/faq]",
    ]);
  });

  it("§6: ordinary user: viewing, alerts and settings via their own login log", () => {
    expect(outline(filterMenu(asRole("ordinaryUser")))).toEqual([
      "/live",
      "/search",
      "/archives",
      "/device/index",
      "/settings→/privacySecurity [/privacySecurity [/privacySecurity/personal-logs]]",
      "/alerts",
      "/account [/account/storage-management, /account/version-info, /account/faq]",
    ]);
  });

  it("§6: site admin: viewing plus settings (org, alarm rules, sites, privacy), no service", () => {
    expect(outline(filterMenu(asRole("siteAdmin")))).toEqual([
      "/live",
      "/search",
      "/archives",
      "/device/index",
      "/settings→/site/sitelist [/orgManagement, /alarmrules→/alarmrules/person-alarm-rule [/alarmrules/person-alarm-rule, /alarmrules/general-alarm-rule, /alarmrules/general-vehicle], /site/sitelist, /privacySecurity [/privacySecurity/operation-logs, /privacySecurity/personal-logs]]",
      "/alerts",
      "/account [/account/storage-management, /account/version-info, /account/faq]",
    ]);
  });

  it("§6: site operator/viewer: viewing and alerts only", () => {
    expect(outline(filterMenu(asRole("siteOperator")))).toEqual(["/live", "/search", "/archives", "/device/index", "/alerts", "/account [/account/storage-management, /account/version-info, /account/faq]"]);
  });

  it("§6: live-only viewer and viewing station: live view and account only", () => {
    for (const id of ["liveOnlyViewer", "viewingStation"] as const) {
      expect(outline(filterMenu(asRole(id))), id).toEqual(["/live", "/account [/account/storage-management, /account/version-info, /account/faq]"]);
    }
  });

  it("§6: installer: live, devices, sites and the installer page under service", () => {
    expect(outline(filterMenu(asRole("installer")))).toEqual([
      "/live",
      "/device/index",
      "/settings→/site/sitelist [/site/sitelist]",
      "/service→/service/installer [/service/installer]",
      "/account [/account/storage-management, /account/version-info, /account/faq]",
    ]);
  });

  it("§6: without the dynamic feature codes, storage and installer entries disappear", () => {
    const admin: UserPermissions = { roleCodes: BUILT_IN_ROLES.orgAdmin.codes, dynamicCodes: [] };
    const service = filterMenu(admin).find((n) => n.path === "/service");
    expect(service?.children.map((c) => c.path)).toEqual(["/service/servicelicense", "/service/order"]);
    const installer: UserPermissions = { roleCodes: BUILT_IN_ROLES.installer.codes, dynamicCodes: [] };
    expect(filterMenu(installer).map((n) => n.path)).not.toContain("/service");
  });

  it("§2: /settings shows when any one child is reachable, and lands on that child", () => {
    expect(filterMenu(role(RES.LIVE)).map((n) => n.path)).not.toContain("/settings");
    const cases: Array<[ResourceCode, string]> = [
      [RES.ORG_QRY, "/orgManagement"],
      [RES.EVENTRULE_QRY, "/alarmrules/person-alarm-rule"],
      [RES.VEHICLEPLATE_MGR, "/alarmrules/general-vehicle"],
      [RES.SITE_QRY, "/site/sitelist"],
      [RES.SYSTEM_OPLOG_QRY, "/privacySecurity"],
    ];
    for (const [code, landing] of cases) {
      const settings = filterMenu(role(code)).find((n) => n.path === "/settings");
      expect(settings?.to, code).toBe(landing);
    }
  });

  it("§2: a user with no codes still has the account entry", () => {
    expect(outline(filterMenu(NO_PERMISSIONS))).toEqual(["/account [/account/storage-management, /account/version-info, /account/faq]"]);
  });
});

describe("landing and first permitted route", () => {
  it("§2: firstPermittedRoute is the first permitted menu route in menu order", () => {
    expect(firstPermittedRoute(asRole("orgAdmin"))).toBe("/live");
    expect(firstPermittedRoute(role(RES.DEVICE_QRY, RES.EVENT_ALARM_AI))).toBe("/device/index");
    expect(firstPermittedRoute(role(RES.SITE_QRY))).toBe("/site/sitelist");
    expect(firstPermittedRoute(role(RES.EVENT_ALARM_AI))).toBe("/alerts");
    expect(firstPermittedRoute(NO_PERMISSIONS)).toBe(ACCOUNT_PATH);
  });

  it("§2: sections land on their redirect when reachable, else the first reachable child", () => {
    expect(resolveLanding("/service/servicelicense", role(RES.CHANNEL_MGR))).toBe("/service/servicelicense/list");
    expect(resolveLanding("/service/servicelicense", role(RES.LICENSE_MGR))).toBe("/service/servicelicense/purchase");
    expect(resolveLanding("/service", role(RES.LICORDER_QRY))).toBe("/service/order");
    expect(resolveLanding("/service", { roleCodes: [RES.CLOUDSTORAGE_MGR], dynamicCodes: [RES.CLOUDSTORAGE_MGR] })).toBe(
      "/service/serviceCloudstorage/purchase",
    );
    expect(resolveLanding("/settings", role(RES.LIVE))).toBeNull();
    expect(resolveLanding("/live", role(RES.LIVE))).toBe("/live");
    expect(resolveLanding("/live", NO_PERMISSIONS)).toBeNull();
    expect(resolveLanding("/nowhere", role(RES.LIVE))).toBeNull();
  });

  it("§2: / and /home open /live, or the first permitted route without live view", () => {
    expect(resolveRedirect("/", role(RES.LIVE))).toBe("/live");
    expect(resolveRedirect("/home", role(RES.LIVE))).toBe("/live");
    expect(resolveRedirect("/home", role(RES.EVENT_SEARCH))).toBe("/search");
    expect(resolveRedirect("/settings", asRole("orgAdmin"))).toBe("/site/sitelist");
    expect(resolveRedirect("/settings", role(RES.LIVE))).toBe("/live");
    expect(resolveRedirect("/search?x=1", role(RES.LIVE))).toBe("/search?x=1");
  });
});
