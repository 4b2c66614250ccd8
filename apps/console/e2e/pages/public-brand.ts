import type { Locator, Page } from "@playwright/test";

/** The organization's logo and title at the top of a public page (share link, invitation). Reads only. */
export class PublicBrand {
  readonly logo: Locator;
  readonly title: Locator;

  constructor(readonly page: Page) {
    this.logo = page.getByTestId("public-brand-logo");
    this.title = page.getByTestId("public-brand-title");
  }
}
