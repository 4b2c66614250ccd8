import { useBranding } from "../api/get-branding";
import { useBrandingDocument } from "../model/use-branding-document";

/**
 * Applies branding to the tab title and favicon on every page. It does not fetch: public routes
 * load branding in their loader, and other pages use the stored branding (spec §2).
 */
export function BrandingDocument() {
  const branding = useBranding({ fetch: false });
  useBrandingDocument(branding);
  return null;
}
