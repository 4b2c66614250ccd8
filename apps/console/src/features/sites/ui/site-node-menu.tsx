import { useLingui } from "@lingui/react/macro";
import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import MoreVert from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useState } from "react";
import type { SiteActions } from "../model/site-actions";

/** An action on one site. */
export type SiteAction = "addSubSite" | "edit" | "remove";

export interface SiteNodeMenuProps {
  siteName: string;
  actions: SiteActions;
  onAction: (action: SiteAction) => void;
}

/** The "more" menu of a tree row: add sub-site, edit, delete — those the caller's role allows. */
export function SiteNodeMenu({ siteName, actions, onAction }: SiteNodeMenuProps) {
  const { t } = useLingui();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (action: SiteAction) => {
    setAnchor(null);
    onAction(action);
  };
  return (
    <>
      <IconButton size="small" aria-label={t`Actions for ${siteName}`} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} data-testid="site-actions">
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.addSubSite && (
          <MenuItem onClick={() => run("addSubSite")} data-testid="site-action-add">
            <ListItemIcon>
              <Add fontSize="small" />
            </ListItemIcon>
            {t`Add sub-site`}
          </MenuItem>
        )}
        {actions.edit && (
          <MenuItem onClick={() => run("edit")} data-testid="site-action-edit">
            <ListItemIcon>
              <EditOutlined fontSize="small" />
            </ListItemIcon>
            {t`Edit`}
          </MenuItem>
        )}
        {actions.remove && (
          <MenuItem onClick={() => run("remove")} data-testid="site-action-delete" sx={{ color: "error.main" }}>
            <ListItemIcon>
              <DeleteOutline fontSize="small" color="error" />
            </ListItemIcon>
            {t`Delete`}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
