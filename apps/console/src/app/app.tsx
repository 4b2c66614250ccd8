import type { I18n } from "@lingui/core";
import { RouterProvider } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { trackFocusHistory } from "@/shared/lib/focus-history";
import { AppProviders } from "./providers";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";

/** The console: providers around the router; forced and cross-tab logout are wired while mounted. */
export function App({ i18n }: { i18n: I18n }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  useEffect(() => router.options.context.session.install(), [router]);
  useEffect(() => trackFocusHistory(), []);
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
