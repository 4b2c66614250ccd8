import { isSiteGrantValid, SITE_ROLE, type SiteRole } from "@vms/permissions";

// Pure site-tree rules (decision 0003): inheritance of site roles down `path`, the 33820 check and
// sub-tree selection. No database here, so the rules are unit-tested on their own.

/** What the rules need of a site. */
export interface SiteRef {
  id: string;
  parentId: string | null;
  /** Ids from the root down to this site, joined by "/". */
  path: string;
  /** 1 for a top-level site. */
  depth: number;
}

/**
 * The effective role on every site: the site's own grant, else its parent's effective role, else
 * NO_ACCESS. `grants` holds one user's own grants by site id.
 */
export function effectiveRoles(sites: readonly SiteRef[], grants: ReadonlyMap<string, SiteRole>): Map<string, SiteRole> {
  const sorted = [...sites].sort((a, b) => a.depth - b.depth);
  const roles = new Map<string, SiteRole>();
  for (const site of sorted) {
    const inherited = site.parentId ? roles.get(site.parentId) : undefined;
    roles.set(site.id, grants.get(site.id) ?? inherited ?? SITE_ROLE.NO_ACCESS);
  }
  return roles;
}

/** Sites whose own grant is lower than what their parent passes down (spec §5; the server answers 33820). */
export function grantsLowerThanParent(sites: readonly SiteRef[], grants: ReadonlyMap<string, SiteRole>): string[] {
  const roles = effectiveRoles(sites, grants);
  const lower: string[] = [];
  for (const site of sites) {
    const own = grants.get(site.id);
    if (!own || !site.parentId) continue;
    if (!isSiteGrantValid(roles.get(site.parentId) ?? null, own)) lower.push(site.id);
  }
  return lower;
}

/** True when `site` is `root` or lies below it. */
export function isInSubtree(site: Pick<SiteRef, "path">, root: Pick<SiteRef, "path">): boolean {
  return site.path === root.path || site.path.startsWith(`${root.path}/`);
}

/** Ids of `root` and every site below it. */
export function subtreeIds(sites: readonly SiteRef[], root: SiteRef): string[] {
  return sites.filter((site) => isInSubtree(site, root)).map((site) => site.id);
}

/** Sites in tree order (parents before children, siblings by `compare`), depth first. */
export function treeOrder<T extends SiteRef>(sites: readonly T[], compare: (a: T, b: T) => number): T[] {
  const children = new Map<string | null, T[]>();
  const ids = new Set(sites.map((s) => s.id));
  for (const site of sites) {
    // A site whose parent is not in the list (not visible) starts a tree of its own.
    const key = site.parentId && ids.has(site.parentId) ? site.parentId : null;
    const list = children.get(key) ?? [];
    list.push(site);
    children.set(key, list);
  }
  const out: T[] = [];
  const walk = (key: string | null) => {
    for (const site of (children.get(key) ?? []).sort(compare)) {
      out.push(site);
      walk(site.id);
    }
  };
  walk(null);
  return out;
}
