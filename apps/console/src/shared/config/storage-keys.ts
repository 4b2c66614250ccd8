/** localStorage key of the last branding, so the tab title and favicon apply before it is fetched again (spec §2). */
export const BRANDING_STORAGE_KEY = "vms.branding";

/** localStorage key of the signed-in session (token, sid, expiry, user); decision 0002. */
export const SESSION_STORAGE_KEY = "vms.session";
