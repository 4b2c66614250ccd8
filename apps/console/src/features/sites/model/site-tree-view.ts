import type { SiteTreeNode } from "@vms/api-client";
import { filterSiteTree, flattenSiteTree, type FlatSite } from "@/entities/site";

export interface TreeViewInput {
  tree: readonly SiteTreeNode[];
  keyword: string;
  /** Expanded (true) or collapsed (false) by the user; others follow the default. */
  overrides: ReadonlyMap<string, boolean>;
}

/**
 * The rows the tree shows. Top-level sites start expanded, deeper ones collapsed; while searching,
 * matches are shown with every ancestor open.
 */
export function visibleSiteRows({ tree, keyword, overrides }: TreeViewInput): FlatSite[] {
  if (keyword.trim()) return flattenSiteTree(filterSiteTree(tree, keyword));
  const roots = new Set(tree.map((n) => n.siteId));
  return flattenSiteTree(tree, { isExpanded: (id) => overrides.get(id) ?? roots.has(id) });
}

/** Ids of the sites above `siteId`, nearest first; empty for a top-level or unknown site. */
export function ancestorIds(tree: readonly SiteTreeNode[], siteId: string): string[] {
  const parents = new Map(flattenSiteTree(tree).map((row) => [row.site.siteId, row.parentId]));
  const ids: string[] = [];
  for (let id = parents.get(siteId) ?? null; id !== null; id = parents.get(id) ?? null) ids.push(id);
  return ids;
}
