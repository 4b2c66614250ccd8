import { useLingui } from "@lingui/react/macro";
import LogoutOutlined from "@mui/icons-material/LogoutOutlined";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import { Link, useLocation } from "@tanstack/react-router";
import type { UserPermissions } from "@vms/permissions";
import { useMemo } from "react";
import { isMenuItemActive, permittedMenuItems, type MenuItem } from "../model/menu-items";
import { shellPageTitles } from "../model/shell-pages";

export interface ShellMenuProps {
  permissions: UserPermissions;
  onSignOut?: (() => void) | undefined;
}

/** The left menu: permitted areas on top; alerts, account and sign-out pinned to the bottom. */
export function ShellMenu({ permissions, onSignOut }: ShellMenuProps) {
  const { i18n, t } = useLingui();
  const pathname = useLocation({ select: (l) => l.pathname });
  const items = useMemo(() => permittedMenuItems(permissions), [permissions]);
  const entry = (item: MenuItem) => {
    const active = isMenuItemActive(item, pathname);
    const Icon = item.icon;
    return (
      <ListItemButton
        key={item.to}
        component={Link}
        to={item.to}
        selected={active}
        aria-current={active ? "page" : undefined}
        data-testid={`menu-${item.page}`}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={i18n._(shellPageTitles[item.page])} />
      </ListItemButton>
    );
  };
  return (
    <Box component="nav" aria-label={t`Main menu`} sx={{ display: "flex", flexDirection: "column", flexGrow: 1 }}>
      <List dense sx={{ flexGrow: 1 }}>
        {items.filter((i) => i.pinned === "top").map(entry)}
      </List>
      <List dense>
        {items.filter((i) => i.pinned === "bottom").map(entry)}
        {onSignOut && (
          <ListItemButton onClick={onSignOut} data-testid="sign-out">
            <ListItemIcon sx={{ minWidth: 36 }}>
              <LogoutOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t`Sign out`} />
          </ListItemButton>
        )}
      </List>
    </Box>
  );
}
