import { useLingui } from "@lingui/react/macro";
import ChevronRight from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import ListItemButton from "@mui/material/ListItemButton";
import Typography from "@mui/material/Typography";
import { memo } from "react";
import type { FlatSite } from "@/entities/site";
import { anySiteAction, type SiteActions } from "../model/site-actions";
import { SiteCounts } from "./site-counts";
import { SiteNodeMenu, type SiteAction } from "./site-node-menu";

/** Height of a tree row in pixels (the virtual list relies on it). */
export const SITE_ROW_HEIGHT = 44;
const INDENT = 20;

export interface SiteTreeRowProps {
  row: FlatSite;
  selected: boolean;
  expanded: boolean;
  /** While searching every match is open: the toggle is off. */
  searching: boolean;
  actions: SiteActions;
  onToggle: (siteId: string, expanded: boolean) => void;
  onSelect: (siteId: string) => void;
  onAction: (site: FlatSite["site"], action: SiteAction) => void;
}

/** One site in the tree: expand toggle, name with counts (selects it), and its actions menu. */
export const SiteTreeRow = memo(function SiteTreeRow({ row, selected, expanded, searching, actions, onToggle, onSelect, onAction }: SiteTreeRowProps) {
  const { t } = useLingui();
  const { site, level, hasChildren } = row;
  return (
    <Box
      component="li"
      data-testid="site-tree-row"
      data-site-id={site.siteId}
      data-level={level}
      sx={{ display: "flex", alignItems: "center", height: SITE_ROW_HEIGHT, pl: `${4 + level * INDENT}px`, pr: 0.5, listStyle: "none" }}
    >
      {hasChildren ? (
        <IconButton
          size="small"
          aria-label={expanded ? t`Collapse ${site.siteName}` : t`Expand ${site.siteName}`}
          aria-expanded={expanded}
          disabled={searching}
          onClick={() => onToggle(site.siteId, !expanded)}
          data-testid="site-tree-toggle"
        >
          <ChevronRight fontSize="small" sx={{ transform: expanded ? "rotate(90deg)" : "none", transition: "transform 120ms" }} />
        </IconButton>
      ) : (
        <Box sx={{ width: 30, flexShrink: 0 }} />
      )}
      <ListItemButton
        selected={selected}
        aria-current={selected ? "true" : undefined}
        onClick={() => onSelect(site.siteId)}
        sx={{ flex: 1, minWidth: 0, height: 36, borderRadius: 1, gap: 1, px: 1 }}
        data-testid="site-tree-select"
      >
        <Typography noWrap sx={{ flex: 1, minWidth: 0 }} data-testid="site-tree-name">
          {site.siteName}
        </Typography>
        <SiteCounts deviceCount={site.deviceCount} subSiteCount={site.subSiteCount} />
      </ListItemButton>
      {anySiteAction(actions) ? <SiteNodeMenu siteName={site.siteName} actions={actions} onAction={(action) => onAction(site, action)} /> : <Box sx={{ width: 34 }} />}
    </Box>
  );
});
