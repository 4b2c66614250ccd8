import { useLingui } from "@lingui/react/macro";
import LogoutOutlined from "@mui/icons-material/LogoutOutlined";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import { Link, useLocation } from "@tanstack/react-router";
import type { UserPermissions } from "@vms/permissions";
import { useMemo, type ReactNode } from "react";
import { isMenuItemActive, permittedMenuItems, permittedSubMenu, type MenuItem } from "../model/menu-items";
import { shellPageTitles } from "../model/shell-pages";

export interface ShellMenuProps {
  permissions: UserPermissions;
  onSignOut?: (() => void) | undefined;
  badges?: Partial<Record<MenuItem["page"], ReactNode>> | undefined;
}

/**
 * The left menu: permitted areas on top; alerts, account and sign-out pinned to the bottom. The
 * current section opens its sub-menu (settings: organization, alarm rules, sites, privacy; service:
 * licences, cloud storage, installer, orders).
 */
export function ShellMenu({ permissions, onSignOut, badges }: ShellMenuProps) {
  const { i18n, t } = useLingui();
  const pathname = useLocation({ select: (l) => l.pathname });
  const items = useMemo(() => permittedMenuItems(permissions), [permissions]);
  const entry = (item: MenuItem) => {
    const active = isMenuItemActive(item, pathname);
    const Icon = item.icon;
    const subMenu = active ? permittedSubMenu(permissions, item) : [];
    return (
      <ListItem key={item.to} disablePadding sx={{ display: "block" }}>
        <ListItemButton component={Link} to={item.to} selected={active} aria-current={active ? "page" : undefined} data-testid={`menu-${item.page}`}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={i18n._(shellPageTitles[item.page])} />
          {badges?.[item.page]}
        </ListItemButton>
        {subMenu.length > 0 && (
          <List dense disablePadding aria-label={i18n._(shellPageTitles[item.page])}>
            {subMenu.map((sub) => {
              const current = isMenuItemActive(sub, pathname);
              return (
                <ListItem key={sub.to} disablePadding>
                  <ListItemButton
                    component={Link}
                    to={sub.to}
                    data-testid={`submenu-${sub.page}`}
                    sx={{ pl: 6.5, ...(current && { color: "primary.main", fontWeight: 600 }) }}
                  >
                    <ListItemText primary={i18n._(shellPageTitles[sub.page])} slotProps={{ primary: { sx: { fontWeight: "inherit" } } }} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </ListItem>
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
          <ListItem disablePadding>
            <ListItemButton onClick={onSignOut} data-testid="sign-out">
              <ListItemIcon sx={{ minWidth: 36 }}>
                <LogoutOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t`Sign out`} />
            </ListItemButton>
          </ListItem>
        )}
      </List>
    </Box>
  );
}
