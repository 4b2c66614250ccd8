import type { SiteTreeNode } from "@vms/api-client";
import { useCallback, useMemo, useState } from "react";
import { ancestorIds, visibleSiteRows } from "./site-tree-view";

/** Search and expand/collapse state of the site tree, and the rows it shows. */
export function useSiteTreeView(tree: readonly SiteTreeNode[]) {
  const [keyword, setKeyword] = useState("");
  const [overrides, setOverrides] = useState<ReadonlyMap<string, boolean>>(new Map());
  const rows = useMemo(() => visibleSiteRows({ tree, keyword, overrides }), [tree, keyword, overrides]);
  const searching = keyword.trim() !== "";
  const roots = useMemo(() => new Set(tree.map((node) => node.siteId)), [tree]);
  /** Whether a site shows its children (same rule as visibleSiteRows). */
  const isExpanded = useCallback((siteId: string) => searching || (overrides.get(siteId) ?? roots.has(siteId)), [searching, overrides, roots]);

  const setExpanded = useCallback((siteId: string, expanded: boolean) => {
    setOverrides((current) => new Map(current).set(siteId, expanded));
  }, []);

  /** Opens every site above `siteId` (and, with `self`, the site itself) so it is on screen. */
  const reveal = useCallback(
    (siteId: string, self = false) => {
      setOverrides((current) => {
        const next = new Map(current);
        for (const id of ancestorIds(tree, siteId)) next.set(id, true);
        if (self) next.set(siteId, true);
        return next;
      });
    },
    [tree],
  );

  return { keyword, setKeyword, rows, searching, isExpanded, setExpanded, reveal };
}

export type SiteTreeView = ReturnType<typeof useSiteTreeView>;
