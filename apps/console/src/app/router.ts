import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { createSessionController, leavesForLogin } from "@/features/session";
import { routeTree } from "@/routeTree.gen";
import { resetPluginState } from "@/shared/plugin";

export interface AppRouterOptions {
  /** Tests pass a memory history. */
  history?: RouterHistory;
  /** Idle logout after this many ms (spec §9: 30 min). */
  idleTimeoutMs?: number;
}

/** Builds the router over the generated file-route tree, with the session lifecycle in its context. */
export function createAppRouter(queryClient: QueryClient, options: AppRouterOptions = {}) {
  const session = createSessionController({
    queryClient,
    // `router` exists by the time anyone logs out.
    goToLogin: () => router.navigate({ to: "/login", replace: true }),
    ...(options.idleTimeoutMs !== undefined ? { idleTimeoutMs: options.idleTimeoutMs } : {}),
    reloadApp: () => globalThis.location.assign("/"),
  });
  const router = createRouter({
    routeTree,
    context: { queryClient, session },
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: "intent",
    // React Query decides freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  // Spec §2: leaving a page for /login resets the plugin state.
  router.subscribe("onBeforeNavigate", ({ fromLocation, toLocation }) => {
    if (leavesForLogin(fromLocation?.pathname, toLocation.pathname)) resetPluginState();
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
