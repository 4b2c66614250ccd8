import type { Branding } from "@vms/api-client";
import { BRANDING_STORAGE_KEY } from "@/shared/config/storage-keys";
import { setBrandTitle } from "@/shared/lib/document-title";
import { readJsonStorage } from "@/shared/lib/storage";

type DocumentBranding = { title?: string | undefined; favicon?: string | undefined };

/** Sets the tab title and favicon from `branding` (spec §2); empty fields leave the page as it is. */
export function applyBrandingToDocument(branding: Branding | null, doc: Document = document): void {
  if (branding) applyTitleAndFavicon({ title: branding.extra.title, favicon: branding.favicon }, doc);
}

function applyTitleAndFavicon({ title, favicon }: DocumentBranding, doc: Document): void {
  // The page's own title goes before the brand (shared/lib/document-title).
  if (title) setBrandTitle(title, doc);
  if (favicon) setFavicon(doc, favicon);
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

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/**
 * Applies the stored branding's title and favicon at start-up, before anything is fetched. Only
 * those two strings are read, without the branding schema: this runs in the entry script, which
 * must not carry zod (decision 0012); anything of another type is ignored.
 */
export function applyStoredBranding(doc: Document = document): void {
  const stored = readJsonStorage(BRANDING_STORAGE_KEY);
  if (typeof stored !== "object" || stored === null) return;
  const { extra, favicon } = stored as { extra?: unknown; favicon?: unknown };
  const title = typeof extra === "object" && extra !== null ? text((extra as { title?: unknown }).title) : undefined;
  applyTitleAndFavicon({ title, favicon: text(favicon) }, doc);
}
