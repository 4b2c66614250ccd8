import type { QueryClient } from "@tanstack/react-query";

/** Query keys of plate libraries, plates and labels (one root: any change refreshes counts too). */
export const plateKeys = {
  all: ["plates"] as const,
  groups: () => ["plates", "groups"] as const,
  plates: (groupId: string, pageNum: number, pageSize: number, keyword: string) => ["plates", "list", groupId, pageNum, pageSize, keyword] as const,
  labels: () => ["plates", "labels"] as const,
};

/** Refetches every plate query (group counts follow plate changes). */
export function invalidatePlates(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: plateKeys.all });
}
