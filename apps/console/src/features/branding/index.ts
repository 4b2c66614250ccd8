// Public API of the branding slice (spec §2, §3: logo, background, favicon and title before login).
export { brandingKeys, brandingQueryOptions, getBranding, invalidateBranding, useBranding, type UseBrandingOptions } from "./api/get-branding";
export { applyBrandingToDocument, applyStoredBranding } from "./lib/apply-branding";
export { currentDomain } from "./lib/current-domain";
export { readStoredBranding } from "./model/branding-storage";
export { useBrandingDocument } from "./model/use-branding-document";
export { BrandingDocument } from "./ui/branding-document";
