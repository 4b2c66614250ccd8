import type { Branding } from "@vms/api-client";
import { readStoredBranding } from "../model/branding-storage";

/** Sets the tab title and favicon from `branding` (spec §2); empty fields leave the page as it is. */
export function applyBrandingToDocument(branding: Branding | null, doc: Document = document): void {
  if (!branding) return;
  if (branding.extra.title && doc.title !== branding.extra.title) doc.title = branding.extra.title;
  if (branding.favicon) setFavicon(doc, branding.favicon);
}

function setFavicon(doc: Document, href: string): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement("link");
    link.rel = "icon";
    doc.head.appendChild(link);
  }
  // Comparing the attribute (not the resolved .href) avoids re-requesting the same icon.
  if (link.getAttribute("href") !== href) link.setAttribute("href", href);
}

/** Applies the stored branding at start-up, before anything is fetched. */
export function applyStoredBranding(doc: Document = document): void {
  applyBrandingToDocument(readStoredBranding(), doc);
}
