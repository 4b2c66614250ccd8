import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { LocaleProvider } from "@vms/i18n/react";
import type { ReactNode } from "react";
import { Toaster } from "@/shared/notifier";
import { ThemePreferenceProvider } from "@/shared/theme";
import { useLocaleSync } from "./use-locale-sync";

function LocaleSync() {
  useLocaleSync();
  return null;
}

/** Everything the pages need around them: query cache, language, theme and toasts. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <LocaleSync />
        <ThemePreferenceProvider>
          {children}
          <Toaster />
        </ThemePreferenceProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
