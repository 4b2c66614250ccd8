// Public API of the branding slice (spec §2, §3: logo, background, favicon and title before login).
export { getBranding } from "./api/fetch-branding";
export { brandingQueryOptions, useBranding } from "./api/get-branding";
export { applyBrandingToDocument, applyStoredBranding } from "./lib/apply-branding";
export { currentDomain } from "./lib/current-domain";
export { useBrandingDocument } from "./model/use-branding-document";
export { usePublicBranding } from "./model/use-public-branding";
export { BrandingDocument } from "./ui/branding-document";
