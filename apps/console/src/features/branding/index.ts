// Public API of the branding slice (spec §2, §3: logo, background, favicon and title before login).
export { brandingQueryOptions, useBranding } from "./api/get-branding";
export { applyStoredBranding } from "./lib/apply-branding";
export { BrandingDocument } from "./ui/branding-document";
