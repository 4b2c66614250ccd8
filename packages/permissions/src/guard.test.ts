import { describe, expect, it } from "vitest";
import { NO_PERMISSIONS, type UserPermissions } from "./access.js";
import { resolveGuardRedirect, type GuardInput } from "./guard.js";
import { RES, ALL_RESOURCE_CODES, type ResourceCode } from "./resource-codes.js";

const role = (...codes: ResourceCode[]): UserPermissions => ({ roleCodes: codes, dynamicCodes: [] });
const ADMIN: UserPermissions = { roleCodes: ALL_RESOURCE_CODES, dynamicCodes: ALL_RESOURCE_CODES };
const go = (input: Partial<GuardInput> & { pathname: string }) =>
  resolveGuardRedirect({ hasToken: true, perms: ADMIN, previousPermittedPath: null, ...input });

describe("resolveGuardRedirect (§2 guard rules)", () => {
  it("§2: a non-public route without a token goes to /login", () => {
    for (const pathname of ["/live", "/settings", "/archives-details/9", "/", "/home", "/nowhere"]) {
      expect(go({ pathname, hasToken: false }), pathname).toBe("/login");
    }
  });

  it("§2: public routes need no token, parameters included", () => {
    for (const pathname of ["/login", "/signup", "/term/privacy", "/archives-share/abc", "/bind/installer/i1/u1", "/remote-access-login/g/t", "/forgot-password"]) {
      expect(go({ pathname, hasToken: false, perms: NO_PERMISSIONS }), pathname).toBeNull();
    }
  });

  it("§2: public routes other than login stay open while signed in", () => {
    expect(go({ pathname: "/archives-share/abc" })).toBeNull();
    expect(go({ pathname: "/vms-license-pay-res" })).toBeNull();
  });

  it("§2: login while logged in goes to the previous permitted page", () => {
    expect(go({ pathname: "/login", previousPermittedPath: "/archives" })).toBe("/archives");
  });

  it("§2: login while logged in without a previous page goes to the first permitted menu route", () => {
    expect(go({ pathname: "/login" })).toBe("/live");
    expect(go({ pathname: "/login", perms: role(RES.SITE_QRY) })).toBe("/site/sitelist");
    expect(go({ pathname: "/login", perms: NO_PERMISSIONS })).toBe("/account");
  });

  it("§2: a route without permission goes to the previous permitted page", () => {
    expect(go({ pathname: "/device/index", perms: role(RES.LIVE, RES.EVENT_SEARCH), previousPermittedPath: "/search" })).toBe("/search");
    expect(go({ pathname: "/archives-details/5", perms: role(RES.LIVE), previousPermittedPath: "/live?split=9" })).toBe("/live?split=9");
  });

  it("§2: without a usable previous page it goes to the first permitted menu route", () => {
    const perms = role(RES.EVENT_SEARCH);
    expect(go({ pathname: "/device/index", perms })).toBe("/search");
    expect(go({ pathname: "/device/index", perms, previousPermittedPath: "/live" })).toBe("/search"); // no longer permitted
    expect(go({ pathname: "/device/index", perms, previousPermittedPath: "/device/index" })).toBe("/search"); // the same page
    expect(go({ pathname: "/device/index", perms, previousPermittedPath: "/login" })).toBe("/search"); // public
  });

  it("§6: the storage and installer sections refuse a code held in one list only", () => {
    const perms = role(RES.CLOUDSTORAGE_MGR, RES.MY_INSTALLER, RES.LICORDER_QRY);
    expect(go({ pathname: "/service/serviceCloudstorage/buy", perms })).toBe("/service/order");
    expect(go({ pathname: "/service/installer", perms })).toBe("/service/order");
  });

  it("§2: a permitted route passes (null)", () => {
    expect(go({ pathname: "/live" })).toBeNull();
    expect(go({ pathname: "/archives-details/77" })).toBeNull();
    expect(go({ pathname: "/account/version-info", perms: NO_PERMISSIONS })).toBeNull();
    expect(go({ pathname: "/service/servicelicense/pay", perms: role(RES.LICENSE_MGR) })).toBeNull();
  });

  it("§2: / and /home open /live, or the first permitted route", () => {
    expect(go({ pathname: "/" })).toBe("/live");
    expect(go({ pathname: "/home" })).toBe("/live");
    expect(go({ pathname: "/home", perms: role(RES.ARCHIVES_QRY) })).toBe("/archives");
  });

  it("§2: sections land on their first reachable child", () => {
    expect(go({ pathname: "/settings" })).toBe("/site/sitelist");
    expect(go({ pathname: "/settings", perms: role(RES.ORG_QRY) })).toBe("/orgManagement");
    expect(go({ pathname: "/alarmrules" })).toBe("/alarmrules/person-alarm-rule");
    expect(go({ pathname: "/service/servicelicense" })).toBe("/service/servicelicense/list");
    expect(go({ pathname: "/service/serviceCloudstorage" })).toBe("/service/serviceCloudstorage/purchase");
    expect(go({ pathname: "/settings", perms: role(RES.LIVE) })).toBe("/live");
  });

  it("§2: an unknown path is left to the router's not-found page", () => {
    expect(go({ pathname: "/nowhere" })).toBeNull();
  });
});
