import type { I18n } from "@lingui/core";
import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { useEffect } from "react";
import { trackFocusHistory } from "@/shared/lib/focus-history";
import { AppProviders } from "./providers";
import type { AppRouter } from "./router";

/** The console: providers around the router; forced and cross-tab logout are wired while mounted. */
export function App({ i18n, queryClient, router }: { i18n: I18n; queryClient: QueryClient; router: AppRouter }) {
  useEffect(() => router.options.context.session.install(), [router]);
  useEffect(() => trackFocusHistory(), []);
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
