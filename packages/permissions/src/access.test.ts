import { describe, expect, it } from "vitest";
import { allCodes, canAccess, findRoute, hasAnyCode, hasInBothLists, NO_PERMISSIONS, type UserPermissions } from "./access.js";
import { ALL_RESOURCE_CODES, RES, type ResourceCode } from "./resource-codes.js";
import { ROUTES } from "./route-table.js";

const role = (...codes: ResourceCode[]): UserPermissions => ({ roleCodes: codes, dynamicCodes: [] });
const both = (...codes: ResourceCode[]): UserPermissions => ({ roleCodes: codes, dynamicCodes: codes });

interface Case {
  path: string;
  /** A user holding exactly what the route needs. */
  allowed: UserPermissions;
  /** A user who must be refused; null when the route needs no code. */
  denied: UserPermissions | null;
}

// Spec §2's table, route by route. Where several codes are listed, each one is tried alone below.
const CASES: Case[] = [
  { path: "/live", allowed: role(RES.LIVE), denied: role(RES.EVENT_SEARCH) },
  { path: "/search", allowed: role(RES.EVENT_SEARCH), denied: role(RES.LIVE) },
  { path: "/archives", allowed: role(RES.ARCHIVES_QRY), denied: role(RES.LIVE) },
  { path: "/archives-details/$id", allowed: role(RES.ARCHIVES_QRY), denied: role(RES.LIVE) },
  { path: "/device/index", allowed: role(RES.DEVICE_QRY), denied: role(RES.LIVE) },
  { path: "/settings", allowed: role(RES.SITE_QRY), denied: role(RES.LIVE, RES.DEVICE_QRY) },
  { path: "/orgManagement", allowed: role(RES.ORG_QRY), denied: role(RES.SITE_QRY) },
  { path: "/orgManagement/user/detail", allowed: role(RES.ACCOUNT_INVITE_QRY), denied: role(RES.ORG_QRY, RES.ACCOUNT_ROLE_QRY) },
  { path: "/alarmrules", allowed: role(RES.EVENTRULE_QRY), denied: role(RES.SITE_QRY) },
  { path: "/alarmrules/person-alarm-rule", allowed: role(RES.EVENTRULE_QRY), denied: role(RES.VEHICLEPLATE_MGR) },
  { path: "/alarmrules/general-alarm-rule", allowed: role(RES.EVENTRULE_QRY), denied: role(RES.VEHICLEPLATE_MGR) },
  { path: "/alarmrules/general-vehicle", allowed: role(RES.VEHICLEPLATE_MGR), denied: role(RES.EVENTRULE_QRY) },
  { path: "/alarmrules/group-detail", allowed: role(RES.VEHICLEPLATE_MGR), denied: role(RES.EVENTRULE_QRY) },
  { path: "/site/sitelist", allowed: role(RES.SITE_QRY), denied: role(RES.ORG_QRY) },
  { path: "/privacySecurity", allowed: role(RES.MFA_CONFIG_QRY), denied: role(RES.MFA_CONFIG_MGR) },
  // Issue 27: every account protects itself with MFA (spec §2's codes keep the organization-wide switch).
  { path: "/privacySecurity/mfa-config", allowed: NO_PERMISSIONS, denied: null },
  { path: "/privacySecurity/operation-logs", allowed: role(RES.SYSTEM_OPLOG_QRY), denied: role(RES.SYSTEM_LOGINLOG_QRY) },
  { path: "/privacySecurity/personal-logs", allowed: role(RES.SYSTEM_LOGINLOG_QRY), denied: role(RES.SYSTEM_OPLOG_QRY) },
  { path: "/service", allowed: role(RES.LICORDER_QRY), denied: role(RES.LICENSE_MGR) },
  { path: "/service/servicelicense", allowed: role(RES.CHANNEL_MGR), denied: role(RES.LICORDER_QRY) },
  { path: "/service/servicelicense/list", allowed: role(RES.CHANNEL_MGR), denied: role(RES.LICENSE_MGR) },
  { path: "/service/servicelicense/purchase", allowed: role(RES.LICENSE_MGR), denied: role(RES.CHANNEL_MGR) },
  { path: "/service/servicelicense/conf", allowed: role(RES.LICENSE_MGR), denied: role(RES.CHANNEL_MGR) },
  { path: "/service/servicelicense/pay", allowed: role(RES.LICENSE_MGR), denied: role(RES.CHANNEL_MGR) },
  { path: "/service/serviceCloudstorage", allowed: both(RES.CLOUDSTORAGE_MGR), denied: role(RES.CLOUDSTORAGE_MGR) },
  { path: "/service/serviceCloudstorage/purchase", allowed: both(RES.CLOUDSTORAGE_MGR), denied: role(RES.CLOUDSTORAGE_MGR) },
  { path: "/service/serviceCloudstorage/buy", allowed: both(RES.CLOUDSTORAGE_MGR), denied: role(RES.CLOUDSTORAGE_MGR) },
  { path: "/service/installer", allowed: both(RES.MY_INSTALLER), denied: role(RES.MY_INSTALLER) },
  { path: "/service/order", allowed: role(RES.STGORDER_QRY), denied: role(RES.CHANNEL_MGR) },
  { path: "/alerts", allowed: role(RES.EVENT_ALARM_HEALTH), denied: role(RES.LIVE) },
  { path: "/account", allowed: NO_PERMISSIONS, denied: null },
  { path: "/account/storage-management", allowed: NO_PERMISSIONS, denied: null },
  { path: "/account/version-info", allowed: NO_PERMISSIONS, denied: null },
  { path: "/account/faq", allowed: NO_PERMISSIONS, denied: null },
];

// Routes whose §2 entry lists several codes: each one alone must open the route.
const ANY_OF: Array<[string, ResourceCode[]]> = [
  ["/orgManagement", [RES.ORG_QRY, RES.ACCOUNT_INVITE_QRY, RES.ACCOUNT_ROLE_QRY]],
  ["/privacySecurity", [RES.SYSTEM_OPLOG_QRY, RES.SYSTEM_LOGINLOG_QRY, RES.MFA_CONFIG_QRY]],
  ["/service/order", [RES.LICORDER_QRY, RES.STGORDER_QRY]],
  ["/alerts", [RES.EVENT_ALARM_AI, RES.EVENT_ALARM_HEALTH]],
];

const concrete = (path: string) => path.replace("$id", "42");

describe("canAccess, route by route (§2 table)", () => {
  it("§2: the cases cover every route of the table", () => {
    expect(CASES.map((c) => c.path).sort()).toEqual(ROUTES.map((r) => r.path).sort());
  });

  it.each(CASES)("§2: $path opens with exactly the needed code", ({ path, allowed }) => {
    expect(canAccess(concrete(path), allowed)).toBe(true);
  });

  it.each(CASES.filter((c) => c.denied !== null))("§2: $path is refused without it", ({ path, denied }) => {
    expect(canAccess(concrete(path), denied!)).toBe(false);
    expect(canAccess(concrete(path), NO_PERMISSIONS)).toBe(false);
  });

  it.each(ANY_OF)("§6: %s needs any one of its listed codes", (path, codes) => {
    for (const code of codes) expect(canAccess(path, role(code)), code).toBe(true);
  });

  it("§2: routes without a code open for any signed-in user", () => {
    for (const path of ["/account", "/account/storage-management", "/account/version-info", "/account/faq", "/privacySecurity/mfa-config"]) expect(canAccess(path, NO_PERMISSIONS)).toBe(true);
  });

  it("§6: an organization administrator (every code in both lists) opens every route", () => {
    const admin = both(...ALL_RESOURCE_CODES);
    for (const route of ROUTES) expect(canAccess(concrete(route.path), admin), route.path).toBe(true);
  });
});

describe("both-lists rules (§6)", () => {
  it("§6: storage needs vms_cloudstorage_mgr in both lists", () => {
    const roleOnly = role(RES.CLOUDSTORAGE_MGR);
    const dynamicOnly: UserPermissions = { roleCodes: [], dynamicCodes: [RES.CLOUDSTORAGE_MGR] };
    for (const path of ["/service/serviceCloudstorage", "/service/serviceCloudstorage/purchase", "/service/serviceCloudstorage/buy"]) {
      expect(canAccess(path, roleOnly), path).toBe(false);
      expect(canAccess(path, dynamicOnly), path).toBe(false);
      expect(canAccess(path, both(RES.CLOUDSTORAGE_MGR)), path).toBe(true);
    }
  });

  it("§6: the installer section needs vms_my_installer in both lists", () => {
    expect(canAccess("/service/installer", role(RES.MY_INSTALLER))).toBe(false);
    expect(canAccess("/service/installer", { roleCodes: [], dynamicCodes: [RES.MY_INSTALLER] })).toBe(false);
    expect(canAccess("/service/installer", both(RES.MY_INSTALLER))).toBe(true);
  });

  it("§6: a storage code in one list only still counts for /service itself, which then needs another reachable child", () => {
    expect(canAccess("/service", role(RES.CLOUDSTORAGE_MGR))).toBe(false);
    expect(canAccess("/service", both(RES.CLOUDSTORAGE_MGR))).toBe(true);
    expect(canAccess("/service", role(RES.CLOUDSTORAGE_MGR, RES.LICORDER_QRY))).toBe(true);
  });

  it("§6: ordinary codes count from either list", () => {
    expect(canAccess("/live", { roleCodes: [], dynamicCodes: [RES.LIVE] })).toBe(true);
    expect(hasInBothLists(both(RES.LIVE), RES.LIVE)).toBe(true);
    expect(hasInBothLists(role(RES.LIVE), RES.LIVE)).toBe(false);
    expect(allCodes({ roleCodes: ["a", "b"], dynamicCodes: ["b", "c"] })).toEqual(["a", "b", "c"]);
  });
});

describe("hasAnyCode / findRoute", () => {
  it("§6: a list needs any one of its codes; no list needs nothing", () => {
    expect(hasAnyCode([RES.LIVE], [RES.LIVE, RES.EVENT_SEARCH])).toBe(true);
    expect(hasAnyCode([RES.EVENT_SEARCH], [RES.LIVE, RES.EVENT_SEARCH])).toBe(true);
    expect(hasAnyCode([RES.DEVICE_QRY], [RES.LIVE, RES.EVENT_SEARCH])).toBe(false);
    expect(hasAnyCode([], [RES.LIVE])).toBe(false);
    expect(hasAnyCode([], undefined)).toBe(true);
    expect(hasAnyCode([], [])).toBe(true);
  });

  it("§2: routes match with parameters, trailing slashes and queries", () => {
    expect(findRoute("/archives-details/abc")?.path).toBe("/archives-details/$id");
    expect(findRoute("/archives-details")).toBeUndefined();
    expect(findRoute("/archives-details/1/2")).toBeUndefined();
    expect(findRoute("/live/")?.path).toBe("/live");
    expect(findRoute("/live?split=4#x")?.path).toBe("/live");
    expect(findRoute("/LIVE")).toBeUndefined();
  });

  it("§2: public and redirect-only paths are open; unknown paths are not", () => {
    expect(canAccess("/login", NO_PERMISSIONS)).toBe(true);
    expect(canAccess("/", NO_PERMISSIONS)).toBe(true);
    expect(canAccess("/home", NO_PERMISSIONS)).toBe(true);
    expect(canAccess("/nowhere", both(...ALL_RESOURCE_CODES))).toBe(false);
  });
});
