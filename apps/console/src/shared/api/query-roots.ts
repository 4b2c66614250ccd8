/**
 * Query-key roots that one slice fetches and another invalidates (features never import features):
 * the organization's branding, fetched by the branding slice and changed by organization details.
 */
export const BRANDING_QUERY_ROOT = ["branding"] as const;
