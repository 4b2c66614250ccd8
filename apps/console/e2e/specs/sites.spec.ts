import { registerUser, signedInApi } from "../fixtures/accounts";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite, createSiteChain } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";
import { SitesPage } from "../pages/sites-page";

// Every test signs up its own organization (an administrator with no sites), so the demo data and
// other tests cannot interfere.
const contact = { city: "Springfield", contactPerson: "Pat Lee", contactPhone: "+1 555 0100" };

test.describe("§1 §2 site list: the site tree with sub-sites", () => {
  test("§1: builds a site, two sub-sites and a sub-sub-site through the UI and shows them nested", async ({ page, baseURL }) => {
    const sites = new SitesPage(page);
    const user = await registerUser(baseURL!);
    await openSignedIn(page, await loginViaApi(baseURL!, user), "/site/sitelist");

    await expect(sites.emptyState).toBeVisible();
    await sites.createFirstSiteButton.click();
    await sites.submitForm({ siteName: "Head office", ...contact });
    await expect(sites.toast).toHaveText("Operation successful.");
    await expect(sites.detailsName).toHaveText("Head office");

    await sites.addSubSite("Head office", { siteName: "North wing", ...contact });
    await expect(sites.row("North wing")).toBeVisible();
    await sites.addSubSite("Head office", { siteName: "South wing", ...contact });
    await expect(sites.row("South wing")).toBeVisible();
    await sites.addSubSite("North wing", { siteName: "Loading dock", ...contact });
    await expect(sites.detailsName).toHaveText("Loading dock");

    await expect.poll(() => sites.treeShape()).toEqual([
      ["Head office", 0],
      ["North wing", 1],
      ["Loading dock", 2],
      ["South wing", 1],
    ]);
    expect(await sites.count("Head office", "subsite")).toBe(2);
    expect(await sites.count("North wing", "subsite")).toBe(1);

    // Collapsing hides the descendants; the search finds the deepest site with its path.
    await sites.row("Head office").getByTestId("site-tree-toggle").click();
    await expect.poll(() => sites.treeShape()).toEqual([["Head office", 0]]);
    await sites.search.fill("dock");
    await expect.poll(() => sites.treeShape()).toEqual([
      ["Head office", 0],
      ["North wing", 1],
      ["Loading dock", 2],
    ]);
  });

  test("§3 §5: edits a site; empty and forbidden values are refused with field messages", async ({ page, baseURL }) => {
    const sites = new SitesPage(page);
    const user = await registerUser(baseURL!);
    await createSite(await signedInApi(baseURL!, user), "Depot", null);
    await openSignedIn(page, await loginViaApi(baseURL!, user), "/site/sitelist");

    await sites.rowAction("Depot", "edit");
    await expect(sites.form.getByTestId("site-field-siteName")).toHaveValue("Depot");
    await sites.submitForm({ siteName: "Depot: east", city: "" });
    await expect(sites.fieldMessage("siteName")).toContainText("Must not contain");
    await expect(sites.fieldMessage("city")).toHaveText("This field cannot be empty.");

    await sites.submitForm({ siteName: "East depot", city: "Shelbyville", contactPhone: "+44 20 7946 0000" });
    await expect(sites.form).toBeHidden();
    await expect(sites.row("East depot")).toBeVisible();
    await expect(sites.detailsName).toHaveText("East depot");
    await expect(sites.info("city")).toHaveText("Shelbyville");
    await expect(sites.info("contact-phone")).toHaveText("+44 20 7946 0000");
  });

  test("§7 §8: deletes a leaf; a site with sub-sites is refused with 33821", async ({ page, baseURL }) => {
    const sites = new SitesPage(page);
    const user = await registerUser(baseURL!);
    const api = await signedInApi(baseURL!, user);
    const [campus] = await createSiteChain(api, ["Campus", "Library"]);
    await createSite(api, "Gym", campus!.siteId);
    await openSignedIn(page, await loginViaApi(baseURL!, user), "/site/sitelist");
    await expect.poll(() => sites.treeShape()).toEqual([
      ["Campus", 0],
      ["Gym", 1],
      ["Library", 1],
    ]);

    await sites.rowAction("Gym", "delete");
    await sites.confirmDelete();
    await expect(sites.deleteDialog).toBeHidden();
    await expect.poll(() => sites.treeShape()).toEqual([
      ["Campus", 0],
      ["Library", 1],
    ]);

    await sites.rowAction("Campus", "delete");
    await sites.confirmDelete();
    await expect(sites.deleteError).toHaveText("Delete the sub-sites of this site first.");
    await expect(sites.row("Campus")).toBeVisible();
  });
});
