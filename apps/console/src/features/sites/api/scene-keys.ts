/** Query keys of the organization's custom scenes (under the site keys, refreshed with them). */
export const sceneKeys = { list: ["sites", "scenes"] as const };
