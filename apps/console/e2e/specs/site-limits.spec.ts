import { registerUser, signedInApi } from "../fixtures/accounts";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSiteChain } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";
import { SitesPage } from "../pages/sites-page";

// Spec §8 33823: the server refuses a site deeper than VMS_MAX_SITE_DEPTH (default 5, decision
// 0003). The tree names that depth, so the console never offers what would only fail on save.
const CHAIN = ["Level 1", "Level 2", "Level 3", "Level 4", "Level 5"];

test.describe("§8 site limits", () => {
  test("§8 33823: a site at the deepest level offers no 'add sub-site'; the level above still does", async ({ page, baseURL }) => {
    const sites = new SitesPage(page);
    // A fresh organization with a chain at the maximum depth.
    const owner = await registerUser(baseURL!);
    await createSiteChain(await signedInApi(baseURL!, owner), CHAIN);
    await openSignedIn(page, await loginViaApi(baseURL!, owner), "/site/sitelist");
    await sites.search.fill("Level 5");
    await expect.poll(() => sites.treeShape()).toEqual(CHAIN.map((name, level) => [name, level]));

    await sites.row("Level 5").getByTestId("site-actions").click();
    await expect(page.getByTestId("site-action-edit")).toBeVisible();
    await expect(page.getByTestId("site-action-add")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await sites.select("Level 5");
    await expect(sites.detailsName).toHaveText("Level 5");
    await expect(page.getByTestId("details-add-sub-site")).toHaveCount(0);

    await sites.select("Level 4");
    await expect(sites.detailsName).toHaveText("Level 4");
    await expect(page.getByTestId("details-add-sub-site")).toBeVisible();
  });
});
