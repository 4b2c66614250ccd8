/** Query keys of the caller's layouts (user configs of type "layouts"). */
export const layoutKeys = { list: ["user-configs", "layouts"] as const };
