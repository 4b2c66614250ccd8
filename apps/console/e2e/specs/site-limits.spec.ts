import { catalogueEntry, Code } from "@vms/api-client";
import { translate, type Locale } from "@vms/i18n";
import { registerUser, signedInApi } from "../fixtures/accounts";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSiteChain } from "../fixtures/sites";
import { expect, presetPreferences, test } from "../fixtures/test";
import { SitesPage } from "../pages/sites-page";

// Spec §8 33823: the server refuses a site deeper than VMS_MAX_SITE_DEPTH (default 5, decision
// 0003), whatever the organization; the message shown is the catalogue's, in the page's language.
const depthMessage = (locale: Locale) => translate(locale, catalogueEntry(Code.SITE_DEPTH_MAX)!.message);
const CHAIN = ["Level 1", "Level 2", "Level 3", "Level 4", "Level 5"];

test.describe("§8 site limits", () => {
  for (const locale of ["en-US", "zh-CN"] as const) {
    test(`§8: a sixth level is refused with 33823, shown in ${locale}`, async ({ page, context, baseURL }) => {
      const sites = new SitesPage(page);
      // A fresh organization with a chain at the maximum depth.
      const owner = await registerUser(baseURL!);
      await createSiteChain(await signedInApi(baseURL!, owner), CHAIN);
      await presetPreferences(context, { locale });
      await openSignedIn(page, await loginViaApi(baseURL!, owner), "/site/sitelist");
      await sites.search.fill("Level 5");
      await expect.poll(() => sites.treeShape()).toEqual(CHAIN.map((name, level) => [name, level]));

      await sites.addSubSite("Level 5", { siteName: "Level 6", city: "Springfield", contactPerson: "Pat Lee", contactPhone: "+1 555 0100" });
      const expected = depthMessage(locale);
      expect(expected).not.toBe(depthMessage(locale === "en-US" ? "zh-CN" : "en-US"));
      // The toast (shown for 2 s) and the notice in the dialog, which stays.
      await expect(sites.toast).toHaveText(expected);
      await expect(sites.formError).toHaveText(expected);
      // Nothing typed is lost, and no sixth level appeared.
      await expect(sites.form.getByTestId("site-field-siteName")).toHaveValue("Level 6");
      await expect(sites.row("Level 6")).toHaveCount(0);
    });
  }
});
