import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { createI18n, type Locale } from "@vms/i18n";
import { LocaleProvider } from "@vms/i18n/react";
import type { ReactNode } from "react";
import { ThemePreferenceProvider } from "@/shared/theme";
import { ConfirmProvider } from "@/shared/ui/confirm";

/**
 * Renders `ui` the way the app does (query cache, locale, theme, confirmation) inside a one-route memory router,
 * so components with router links can be tested on their own.
 */
export async function renderWithProviders(ui: ReactNode, { locale = "en-US", path = "/" }: { locale?: Locale; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider i18n={createI18n(locale)}>
        <ThemePreferenceProvider>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </ThemePreferenceProvider>
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
