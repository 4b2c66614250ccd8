import type { I18n } from "@lingui/core";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { LocaleProvider } from "@vms/i18n/react";
import type { ReactNode } from "react";
import { AppToaster } from "@/shared/notifier";
import { ConfirmProvider } from "@/shared/ui";
import { ThemePreferenceProvider } from "@/shared/theme";
import { useLocaleSync } from "./use-locale-sync";

function LocaleSync() {
  useLocaleSync();
  return null;
}

/**
 * Everything the pages need around them: query cache, language, theme, toasts and the
 * confirmation dialog. `i18n` holds
 * the starting locale's texts (main.tsx makes it: catalogue pieces in a build, decision 0015; tests
 * pass createI18n()).
 */
export function AppProviders({ queryClient, i18n, children }: { queryClient: QueryClient; i18n: I18n; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider i18n={i18n}>
        <LocaleSync />
        <ThemePreferenceProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
          <AppToaster />
        </ThemePreferenceProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
