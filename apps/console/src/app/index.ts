export { App } from "./app";
export { AppProviders } from "./providers";
export { createQueryClient } from "./query-client";
export { createAppRouter, type AppRouter, type AppRouterOptions } from "./router";
export type { RouterContext } from "./router-context";
