import type { Locator, Page } from "@playwright/test";
import { codesOf, filterMenu, type MenuNode, type UserPermissions } from "@vms/permissions";
import { DEMO_ADMIN, signedInApi } from "../fixtures/accounts";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, test } from "../fixtures/test";
import { ShellNavigation } from "../pages/shell-navigation";

/** The site administrator of demo mode (decision 0002): site admin of the HQ site. */
const DEMO_SITE_ADMIN = { email: "siteadmin@demo.local", password: "Demo-Pass-2026" } as const;

/** Something to click on the way, found on the page as it is then. */
type Click = (nav: ShellNavigation) => Locator;

/**
 * One step of the walk: the §2 menu route it reaches, the way there from the side menu (the walk
 * starts from the innermost part already on screen), where it lands and the heading there.
 */
interface Step {
  route: string;
  clicks: Click[];
  lands: string;
  heading: string;
}

const menu = (id: string): Click => (nav) => nav.menuEntry(id);
const sub = (id: string): Click => (nav) => nav.subMenuEntry(id);
const tab = (name: string): Click => (nav) => nav.tab(name);
const link = (name: string): Click => (nav) => nav.pageLink(name);

// Spec §2's menu routes in menu order, each reached by clicking only.
const WALK: Step[] = [
  { route: "/live", clicks: [menu("live")], lands: "/live", heading: "Live view" },
  { route: "/search", clicks: [menu("search")], lands: "/search", heading: "Event search" },
  { route: "/archives", clicks: [menu("archives")], lands: "/archives", heading: "Archives" },
  { route: "/device/index", clicks: [menu("device")], lands: "/device/index", heading: "Asset management" },
  { route: "/settings", clicks: [menu("settings")], lands: "/site/sitelist", heading: "Sites" },
  { route: "/orgManagement", clicks: [menu("settings"), sub("orgManagement")], lands: "/orgManagement", heading: "Organization management" },
  { route: "/alarmrules", clicks: [menu("settings"), sub("alarmRules")], lands: "/alarmrules/person-alarm-rule", heading: "Person alarm rules" },
  { route: "/alarmrules/person-alarm-rule", clicks: [menu("settings"), sub("alarmRules"), tab("Person alarm rules")], lands: "/alarmrules/person-alarm-rule", heading: "Person alarm rules" },
  { route: "/alarmrules/general-alarm-rule", clicks: [menu("settings"), sub("alarmRules"), tab("General alarm rules")], lands: "/alarmrules/general-alarm-rule", heading: "General alarm rules" },
  { route: "/alarmrules/general-vehicle", clicks: [menu("settings"), sub("alarmRules"), tab("Vehicle plate libraries")], lands: "/alarmrules/general-vehicle", heading: "Vehicle plate libraries" },
  { route: "/site/sitelist", clicks: [menu("settings"), sub("siteList")], lands: "/site/sitelist", heading: "Sites" },
  { route: "/privacySecurity", clicks: [menu("settings"), sub("privacySecurity")], lands: "/privacySecurity", heading: "Privacy and security" },
  { route: "/privacySecurity/operation-logs", clicks: [menu("settings"), sub("privacySecurity"), link("Operation logs")], lands: "/privacySecurity/operation-logs", heading: "Operation logs" },
  { route: "/privacySecurity/personal-logs", clicks: [menu("settings"), sub("privacySecurity"), link("Login logs")], lands: "/privacySecurity/personal-logs", heading: "Login logs" },
  { route: "/service", clicks: [menu("service")], lands: "/service/servicelicense/list", heading: "Camera licenses" },
  { route: "/service/servicelicense", clicks: [menu("service"), sub("licenseList")], lands: "/service/servicelicense/list", heading: "Camera licenses" },
  { route: "/service/servicelicense/list", clicks: [menu("service"), sub("licenseList")], lands: "/service/servicelicense/list", heading: "Camera licenses" },
  { route: "/service/serviceCloudstorage", clicks: [menu("service"), sub("cloudStoragePurchase")], lands: "/service/serviceCloudstorage/purchase", heading: "Cloud storage" },
  { route: "/service/serviceCloudstorage/purchase", clicks: [menu("service"), sub("cloudStoragePurchase")], lands: "/service/serviceCloudstorage/purchase", heading: "Cloud storage" },
  { route: "/service/installer", clicks: [menu("service"), sub("installer")], lands: "/service/installer", heading: "Installer" },
  { route: "/service/order", clicks: [menu("service"), sub("order")], lands: "/service/order", heading: "Order records" },
  { route: "/alerts", clicks: [menu("alerts")], lands: "/alerts", heading: "Alerts" },
  { route: "/account", clicks: [menu("account")], lands: "/account", heading: "Account" },
  { route: "/account/storage-management", clicks: [menu("account"), link("Storage management")], lands: "/account/storage-management", heading: "Storage management" },
  { route: "/account/version-info", clicks: [menu("account"), link("Version information")], lands: "/account/version-info", heading: "Version information" },
  { route: "/account/faq", clicks: [menu("account"), link("Frequently asked questions")], lands: "/account/faq", heading: "Frequently asked questions" },
];

/** Every menu route of §2 this user may open (sections and pages, at every depth). */
function menuRoutes(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((node) => [node.path, ...menuRoutes(node.children)]);
}

/** The user's two code lists (spec §6), as the console loads them. */
async function permissionsOf(baseURL: string, user: { email: string; password: string }): Promise<UserPermissions> {
  const api = await signedInApi(baseURL, user);
  const [role, dynamic] = await Promise.all([api.call("/func-res/list", {}), api.call("/func-res/dynamic-list", {})]);
  return { roleCodes: codesOf(role.roleAuthList), dynamicCodes: codesOf(dynamic.dynamicAuthList) };
}

/** Waits until the page at `pathname` shows `heading` as its title. */
async function expectPage(nav: ShellNavigation, pathname: string, heading: string): Promise<void> {
  await expect(nav.page).toHaveURL((url) => url.pathname === pathname);
  await expect(nav.heading).toHaveText(heading);
}

/**
 * Signed in at /live, clicks its way to every menu route of §2 the user may open, checking each
 * page's heading; one page load for the whole walk. Answers the routes it reached.
 */
async function walk(page: Page, baseURL: string, user: { email: string; password: string }): Promise<{ expected: string[]; reached: string[] }> {
  const expected = menuRoutes(filterMenu(await permissionsOf(baseURL, user)));
  const missing = expected.filter((route) => !WALK.some((step) => step.route === route));
  expect(missing, "menu routes of §2 without a step in the walk").toEqual([]);
  await openSignedIn(page, await loginViaApi(baseURL, user), "/live");
  const nav = new ShellNavigation(page);
  await expectPage(nav, "/live", "Live view");
  const reached: string[] = [];
  for (const step of WALK.filter((s) => expected.includes(s.route))) {
    await test.step(`${step.route} → ${step.heading}`, async () => {
      await nav.follow(step.clicks.map((click) => click(nav)));
      await expectPage(nav, step.lands, step.heading);
      reached.push(step.route);
    });
  }
  return { expected, reached };
}

test.describe("issue 28: every menu route of §2 is reachable by clicking", () => {
  test("§2 §6: the organization administrator reaches every menu route from /live by clicking only", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const { expected, reached } = await walk(page, baseURL!, DEMO_ADMIN);
    expect([...reached].sort()).toEqual([...expected].sort());
    // Service's pages are among them: licences, cloud storage, installer and orders (§2).
    expect(reached).toEqual(expect.arrayContaining(["/service/serviceCloudstorage/purchase", "/service/installer", "/service/order", "/alarmrules/general-vehicle"]));
  });

  test("§2 §6: a site administrator reaches every menu route it may open from /live by clicking only", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const { expected, reached } = await walk(page, baseURL!, DEMO_SITE_ADMIN);
    expect([...reached].sort()).toEqual([...expected].sort());
    expect(reached).toEqual(expect.arrayContaining(["/orgManagement", "/alarmrules/general-alarm-rule", "/alarmrules/general-vehicle", "/privacySecurity/operation-logs"]));
    expect(reached).not.toContain("/service");
  });
});
