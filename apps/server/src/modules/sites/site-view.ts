import type { Site, SiteTreeNode } from "@vms/api-client";
import type { SiteRole } from "@vms/permissions";
import type { SiteRow } from "./site-repository.js";
import { treeOrder } from "./site-tree.js";

/** English names of the built-in scenes (spec §3); the console shows its own translations by number. */
export const SCENE_NAMES: Readonly<Record<number, string>> = {
  1: "Park",
  2: "Store",
  3: "Warehouse",
  4: "Factory",
  5: "Restaurant",
  6: "Hotel",
  7: "Villa",
  8: "Construction site",
  9: "Other",
};

/** Siblings by name, then by creation. */
export const bySiteName = (a: SiteRow, b: SiteRow) => a.name.localeCompare(b.name) || a.createdAt.getTime() - b.createdAt.getTime();

/**
 * A site as the console shows it. `deviceCount` counts the devices bound to this site itself;
 * `subSiteCount` the direct sub-sites among `rows` (the ones the viewer may see).
 */
export function siteView(row: SiteRow, deviceCounts: ReadonlyMap<string, number>, rows: readonly SiteRow[]): Site {
  return {
    siteId: row.id,
    parentId: row.parentId,
    siteName: row.name,
    scene: row.scene,
    customSceneId: row.customSceneId,
    sceneName: row.scene === 9 && row.customSceneName ? row.customSceneName : (SCENE_NAMES[row.scene] ?? ""),
    city: row.city,
    address: row.address,
    contactPerson: row.contactPerson,
    contactPhone: row.contactPhone,
    depth: row.depth,
    deviceCount: deviceCounts.get(row.id) ?? 0,
    subSiteCount: rows.filter((r) => r.parentId === row.id).length,
    createTime: row.createdAt.getTime(),
  };
}

/**
 * The nested tree of `rows` with each node's role. A site whose parent is not among `rows` (not
 * visible to the viewer) is shown as a top-level node.
 */
export function buildTree(rows: readonly SiteRow[], deviceCounts: ReadonlyMap<string, number>, roleOf: (siteId: string) => SiteRole): SiteTreeNode[] {
  const nodes = new Map<string, SiteTreeNode>();
  const roots: SiteTreeNode[] = [];
  for (const row of treeOrder(rows, bySiteName)) {
    const node: SiteTreeNode = { ...siteView(row, deviceCounts, rows), role: roleOf(row.id), children: [] };
    nodes.set(row.id, node);
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
