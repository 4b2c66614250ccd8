import type { QueryClient } from "@tanstack/react-query";

/**
 * Query keys of everything site-shaped. Every site query lives under `["sites"]`, so one
 * invalidation after a site, grant or device change refreshes trees, pickers and per-site lists.
 */
export const siteKeys = {
  all: ["sites"] as const,
  tree: (userId?: string) => ["sites", "tree", userId ?? "self"] as const,
  choices: () => ["sites", "choices"] as const,
  /** Per-site data owned by features (users, devices …) nests here to be invalidated too. */
  site: (siteId: string) => ["sites", "site", siteId] as const,
};

/**
 * Refetches every site query (tree, picker choices, per-site lists): call after any site change.
 * `gone` names a site just deleted: its own lists are dropped, not asked for again (the server
 * would answer "the site does not exist" while the page still shows it for a moment).
 */
export function invalidateSites(queryClient: QueryClient, { gone }: { gone?: string } = {}): Promise<void> {
  if (gone === undefined) return queryClient.invalidateQueries({ queryKey: siteKeys.all });
  const goneKey = siteKeys.site(gone);
  const isGone = (key: readonly unknown[]) => goneKey.every((part, i) => key[i] === part);
  queryClient.removeQueries({ queryKey: goneKey, type: "inactive" });
  return queryClient.invalidateQueries({ queryKey: siteKeys.all, predicate: (query) => !isGone(query.queryKey) });
}
