import type { SiteTreeNode } from "@vms/api-client";

/** One row of a flattened site tree. */
export interface FlatSite {
  site: SiteTreeNode;
  /** 0 for a top-level site (or the highest site the caller sees), +1 per level below. */
  level: number;
  parentId: string | null;
  hasChildren: boolean;
}

export interface FlattenOptions {
  /** Whether a node's children are listed; every node is expanded when omitted. */
  isExpanded?: (siteId: string) => boolean;
}

/** A tree as `/user/site/tree` answers it, or just its `list`. */
export type SiteTreeInput = readonly SiteTreeNode[] | { list: readonly SiteTreeNode[] };

const rootsOf = (tree: SiteTreeInput): readonly SiteTreeNode[] => ("list" in tree ? tree.list : tree);

/**
 * The tree in display order (depth first, siblings in server order) as rows with their level;
 * collapsed nodes hide their descendants. Iterative, so very deep or wide trees cannot overflow.
 */
export function flattenSiteTree(tree: SiteTreeInput, { isExpanded }: FlattenOptions = {}): FlatSite[] {
  const rows: FlatSite[] = [];
  const stack: { node: SiteTreeNode; level: number; parentId: string | null }[] = [];
  const push = (nodes: readonly SiteTreeNode[], level: number, parentId: string | null) => {
    for (let i = nodes.length - 1; i >= 0; i--) stack.push({ node: nodes[i]!, level, parentId });
  };
  push(rootsOf(tree), 0, null);
  while (stack.length > 0) {
    const { node, level, parentId } = stack.pop()!;
    rows.push({ site: node, level, parentId, hasChildren: node.children.length > 0 });
    if (node.children.length > 0 && (!isExpanded || isExpanded(node.siteId))) push(node.children, level + 1, node.siteId);
  }
  return rows;
}

/**
 * The part of the tree whose names contain `keyword` (case-insensitive), with the ancestors that
 * lead to each match; an empty keyword keeps the whole tree.
 */
export function filterSiteTree(tree: SiteTreeInput, keyword: string): SiteTreeNode[] {
  const roots = rootsOf(tree);
  const needle = keyword.trim().toLocaleLowerCase();
  if (!needle) return [...roots];
  const prune = (nodes: readonly SiteTreeNode[]): SiteTreeNode[] =>
    nodes.flatMap((node) => {
      const children = prune(node.children);
      const matches = node.siteName.toLocaleLowerCase().includes(needle);
      return matches || children.length > 0 ? [{ ...node, children }] : [];
    });
  return prune(roots);
}

/** Finds a node by id anywhere in the tree. */
export function findSite(tree: SiteTreeInput, siteId: string): SiteTreeNode | undefined {
  const stack = [...rootsOf(tree)];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.siteId === siteId) return node;
    stack.push(...node.children);
  }
  return undefined;
}

/** A flat site as pickers get it (`/site/list/choose`): id, parent id and name at least. */
export interface FlatSiteInput {
  siteId: string;
  parentId: string | null;
}

/**
 * Orders a flat site list depth first like the tree (siblings keep their order) and gives each its
 * level. A site whose parent is not in the list (not visible to the caller) is a root.
 */
export function orderFlatSites<T extends FlatSiteInput>(list: readonly T[]): { item: T; level: number }[] {
  const ids = new Set(list.map((s) => s.siteId));
  const children = new Map<string | null, T[]>();
  for (const site of list) {
    const parent = site.parentId !== null && ids.has(site.parentId) ? site.parentId : null;
    const siblings = children.get(parent) ?? [];
    siblings.push(site);
    children.set(parent, siblings);
  }
  const ordered: { item: T; level: number }[] = [];
  const stack: { item: T; level: number }[] = [...(children.get(null) ?? [])].reverse().map((item) => ({ item, level: 0 }));
  while (stack.length > 0) {
    const entry = stack.pop()!;
    ordered.push(entry);
    const below = children.get(entry.item.siteId) ?? [];
    for (let i = below.length - 1; i >= 0; i--) stack.push({ item: below[i]!, level: entry.level + 1 });
  }
  return ordered;
}
