import { describe, expect, it } from "vitest";
import { RES } from "./resource-codes.js";
import { childrenOf, ROUTE_REDIRECTS, ROUTES, routeByPattern } from "./route-table.js";

// Spec §2's list of logged-in routes, in its order.
const SPEC_PATHS = [
  "/live", "/search", "/archives", "/archives-details/$id", "/device/index", "/settings", "/orgManagement",
  "/orgManagement/user/detail", "/alarmrules", "/alarmrules/person-alarm-rule", "/alarmrules/general-alarm-rule",
  "/alarmrules/general-vehicle", "/alarmrules/group-detail", "/site/sitelist", "/privacySecurity",
  "/privacySecurity/mfa-config", "/privacySecurity/operation-logs", "/privacySecurity/personal-logs", "/service",
  "/service/servicelicense", "/service/servicelicense/list", "/service/servicelicense/purchase",
  "/service/servicelicense/conf", "/service/servicelicense/pay", "/service/serviceCloudstorage",
  "/service/serviceCloudstorage/purchase", "/service/serviceCloudstorage/buy", "/service/installer", "/service/order",
  "/alerts", "/account", "/account/storage-management", "/account/version-info",
  // §1 FAQ, reached from the account section.
  "/account/faq",
];

describe("ROUTES", () => {
  it("§2: holds exactly the logged-in routes of the spec, each once", () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it("§2: top-level menu entries in menu order, alerts and account pinned to the bottom", () => {
    const top = ROUTES.filter((r) => r.menu && !r.parent);
    expect(top.map((r) => r.path)).toEqual(["/live", "/search", "/archives", "/device/index", "/settings", "/service", "/alerts", "/account"]);
    expect(top.filter((r) => r.pinned === "bottom").map((r) => r.path)).toEqual(["/alerts", "/account"]);
  });

  it("§2: hidden routes are the detail pages, the MFA config and the purchase flows", () => {
    for (const path of ["/archives-details/$id", "/alarmrules/group-detail", "/privacySecurity/mfa-config", "/orgManagement/user/detail"]) {
      expect(routeByPattern(path)?.menu, path).toBe(false);
    }
  });

  it("§2: redirects: /settings → /site/sitelist, /alarmrules → person rules, licence → list, storage → purchase", () => {
    expect(routeByPattern("/settings")?.redirect).toBe("/site/sitelist");
    expect(routeByPattern("/alarmrules")?.redirect).toBe("/alarmrules/person-alarm-rule");
    expect(routeByPattern("/service/servicelicense")?.redirect).toBe("/service/servicelicense/list");
    expect(routeByPattern("/service/serviceCloudstorage")?.redirect).toBe("/service/serviceCloudstorage/purchase");
    expect(ROUTE_REDIRECTS).toEqual({ "/": "/live", "/home": "/live" });
  });

  it("§2: children are listed under their parents", () => {
    expect(childrenOf("/settings").map((r) => r.path)).toEqual(["/orgManagement", "/alarmrules", "/site/sitelist", "/privacySecurity"]);
    expect(childrenOf("/alarmrules").map((r) => r.path)).toEqual([
      "/alarmrules/person-alarm-rule", "/alarmrules/general-alarm-rule", "/alarmrules/general-vehicle", "/alarmrules/group-detail",
    ]);
    expect(childrenOf("/service").map((r) => r.path)).toEqual([
      "/service/servicelicense", "/service/serviceCloudstorage", "/service/installer", "/service/order",
    ]);
    expect(childrenOf("/account").map((r) => r.path)).toEqual(["/account/storage-management", "/account/version-info", "/account/faq"]);
    for (const route of ROUTES) if (route.parent) expect(routeByPattern(route.parent), route.path).toBeDefined();
    // A parent comes before its children, so the table reads in menu order.
    const order = ROUTES.map((r) => r.path);
    for (const route of ROUTES) if (route.parent) expect(order.indexOf(route.parent)).toBeLessThan(order.indexOf(route.path));
  });

  it("§6: the storage section and the installer section carry their both-lists code", () => {
    for (const path of ["/service/serviceCloudstorage", "/service/serviceCloudstorage/purchase", "/service/serviceCloudstorage/buy"]) {
      expect(routeByPattern(path)?.bothLists, path).toBe(RES.CLOUDSTORAGE_MGR);
    }
    expect(routeByPattern("/service/installer")?.bothLists).toBe(RES.MY_INSTALLER);
    const others = ROUTES.filter((r) => r.bothLists && !r.path.startsWith("/service/serviceCloudstorage") && r.path !== "/service/installer");
    expect(others).toEqual([]);
  });

  it("§2: every code where the spec is silent is explained by a note", () => {
    for (const path of ["/alarmrules/person-alarm-rule", "/service/servicelicense/purchase", "/service/servicelicense/conf", "/service/servicelicense/pay"]) {
      expect(routeByPattern(path)?.note, path).toBeTruthy();
    }
  });
});
