import { QueryClient } from "@tanstack/react-query";

/** The app's query cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The API client already toasts each failure (spec §8); a retry would toast again.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}
