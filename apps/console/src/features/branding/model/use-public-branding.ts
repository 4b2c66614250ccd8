import type { Branding } from "@vms/api-client";
import { useBranding } from "../api/get-branding";
import { useBrandingDocument } from "./use-branding-document";

/**
 * A public page's branding: the domain's until the page learns whose it is (a share link's or an
 * invitation's organization), then that organization's own logo, title and favicon (issue 28).
 */
export function usePublicBranding(coId: string | undefined): Branding | null {
  const branding = useBranding(coId ? { coId } : {});
  // Before the organization is known the root's BrandingDocument already shows the domain's.
  useBrandingDocument(coId ? branding : null);
  return branding;
}
