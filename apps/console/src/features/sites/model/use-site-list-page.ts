import type { Site, SiteTreeNode } from "@vms/api-client";
import { useCallback, useMemo, useState } from "react";
import { flattenSiteTree, useSiteTree } from "@/entities/site";
import { siteActionsFor, type SiteActions } from "./site-actions";
import { useSiteAccess } from "./use-site-access";
import type { SiteFormTarget } from "./site-form";
import { useSiteTreeView } from "./use-site-tree-view";

/** The dialog open on the site page, if any. */
export type SiteDialog = { kind: "form"; target: SiteFormTarget } | { kind: "delete"; site: SiteTreeNode } | { kind: "users"; site: SiteTreeNode } | null;

const EMPTY: SiteTreeNode[] = [];

/** State of the site page: the tree, the selected site, the open dialog and what the caller may do. */
export function useSiteListPage() {
  const query = useSiteTree();
  const tree = query.data?.list ?? EMPTY;
  const view = useSiteTreeView(tree);
  const access = useSiteAccess();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<SiteDialog>(null);
  const byId = useMemo(() => new Map(flattenSiteTree(tree).map((row) => [row.site.siteId, row.site])), [tree]);
  // A site that disappeared (deleted elsewhere) falls back to the first one.
  const selected = (selectedId !== null ? byId.get(selectedId) : undefined) ?? tree[0] ?? null;

  const actionsFor = useCallback(
    (site: SiteTreeNode): SiteActions =>
      siteActionsFor(site, { ...access, maxDepth: query.data?.maxDepth, parentRole: (site.parentId && byId.get(site.parentId)?.role) || null }),
    [access, byId, query.data?.maxDepth],
  );

  const select = useCallback((siteId: string) => setSelectedId(siteId), []);
  const close = useCallback(() => setDialog(null), []);

  /** A saved site is selected; a new one is revealed under its opened parent. */
  const onSaved = (site: Site) => {
    setSelectedId(site.siteId);
    if (site.parentId) view.reveal(site.parentId, true);
    setDialog(null);
  };
  /** After a delete the parent (or the first site) is selected. */
  const onDeleted = (site: SiteTreeNode) => {
    setSelectedId(site.parentId);
    setDialog(null);
  };

  return {
    status: query.status,
    refetch: query.refetch,
    tree,
    view,
    selected,
    select,
    dialog,
    setDialog,
    close,
    onSaved,
    onDeleted,
    actionsFor,
    canCreateTopLevel: access.isOrgAdmin,
  };
}
