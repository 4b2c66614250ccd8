/**
 * The browser tab's title: the page's title, then the brand ("Sites · Acme"), so tabs and history
 * tell pages apart (issue 28). The brand comes from branding (spec §2), the page's title from the
 * logged-in page shown; either may be missing (public pages have none).
 */
const parts: { brand: string; page: string } = { brand: "", page: "" };

function apply(doc: Document): void {
  const title = parts.page && parts.brand ? `${parts.page} · ${parts.brand}` : parts.page || parts.brand;
  if (title && doc.title !== title) doc.title = title;
}

/** The brand part (branding's title); empty leaves the title as it is. */
export function setBrandTitle(brand: string, doc: Document = document): void {
  parts.brand = brand;
  apply(doc);
}

/** The page part, or "" when the page goes (the title is then the brand alone). */
export function setPageTitle(page: string, doc: Document = document): void {
  parts.page = page;
  apply(doc);
}
