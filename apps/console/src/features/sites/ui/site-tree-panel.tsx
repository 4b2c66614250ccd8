import { useLingui } from "@lingui/react/macro";
import Add from "@mui/icons-material/Add";
import Search from "@mui/icons-material/Search";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import InputAdornment from "@mui/material/InputAdornment";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { SiteTreeNode } from "@vms/api-client";
import { useCallback } from "react";
import { SiteRowList, type FlatSite } from "@/entities/site";
import type { SiteActions } from "../model/site-actions";
import type { SiteTreeView } from "../model/use-site-tree-view";
import type { SiteAction } from "./site-node-menu";
import { SITE_ROW_HEIGHT, SiteTreeRow } from "./site-tree-row";

export interface SiteTreePanelProps {
  view: SiteTreeView;
  selectedId: string | null;
  onSelect: (siteId: string) => void;
  actionsFor: (site: SiteTreeNode) => SiteActions;
  onAction: (site: SiteTreeNode, action: SiteAction) => void;
  /** Shown for organization administrators: adds a top-level site. */
  onAddTopLevel?: () => void;
}

/** The left side of the site page: search, "add site" and the tree (spec §1 site tree with sub-sites). */
export function SiteTreePanel({ view, selectedId, onSelect, actionsFor, onAction, onAddTopLevel }: SiteTreePanelProps) {
  const { t } = useLingui();
  const { rows, searching, setExpanded, isExpanded, keyword } = view;
  const renderRow = useCallback(
    (row: FlatSite) => (
      <SiteTreeRow
        key={row.site.siteId}
        row={row}
        selected={row.site.siteId === selectedId}
        expanded={isExpanded(row.site.siteId)}
        searching={searching}
        actions={actionsFor(row.site)}
        onToggle={setExpanded}
        onSelect={onSelect}
        onAction={onAction}
      />
    ),
    [selectedId, searching, isExpanded, actionsFor, setExpanded, onSelect, onAction],
  );
  return (
    <Paper variant="outlined" sx={{ width: { xs: "100%", md: 380 }, flexShrink: 0, alignSelf: "flex-start" }} data-testid="site-tree-panel">
      <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: "center" }}>
        <TextField
          size="small"
          fullWidth
          value={keyword}
          onChange={(e) => view.setKeyword(e.target.value)}
          placeholder={t`Search sites`}
          slotProps={{
            htmlInput: { "aria-label": t`Search sites`, "data-testid": "site-search" },
            input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> },
          }}
        />
        {onAddTopLevel && (
          <Button variant="contained" startIcon={<Add />} onClick={onAddTopLevel} sx={{ flexShrink: 0 }} data-testid="add-site">
            {t`Add site`}
          </Button>
        )}
      </Stack>
      <Divider />
      {rows.length === 0 ? (
        <Typography sx={{ p: 2, color: "text.secondary" }} data-testid="site-search-empty">
          {t`No site matches "${keyword}".`}
        </Typography>
      ) : (
        <SiteRowList
          rows={rows}
          getKey={(row) => row.site.siteId}
          renderRow={renderRow}
          rowHeight={SITE_ROW_HEIGHT}
          label={t`Site tree`}
          activeKey={selectedId}
          testId="site-tree"
        />
      )}
    </Paper>
  );
}
