/** localStorage key of the last branding, so the tab title and favicon apply before it is fetched again (spec §2). */
export const BRANDING_STORAGE_KEY = "vms.branding";
